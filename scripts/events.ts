import { allTopics } from '@shop/contracts';
/**
 * npm run events -- dlq list <topic>      every dead letter of a topic: where it failed and why
 * npm run events -- dlq replay <topic>    publish the dead letters not replayed yet back to the topic
 * npm run events -- rebuild <read model>  replay a read model's topics into its database (e.g. catalog.categories)
 *
 * Topics are named without the namespace (e.g. orders.order); KAFKA_NAMESPACE, KAFKA_BROKERS and
 * the owning service's MONGODB_* settings come from the environment, as for the services.
 */
import {
  baseConfigSchema,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  listDeadLetters,
  loadConfig,
  replayDeadLetters,
} from '@shop/kit';
import { catalogReadModels, rebuildCatalogReadModel } from '@shop/catalog/src/events/read-models';

const usage = `usage: npm run events -- dlq list|replay <topic> | rebuild <${catalogReadModels.join('|')}>`;

async function main([command, ...args]: string[]): Promise<void> {
  const config = loadConfig(baseConfigSchema);
  const logger = createLogger('events', 'warn');
  if (command === 'rebuild' && args[0]) {
    const applied = await rebuildCatalogReadModel(args[0]);
    console.log(`${args[0]}: rebuilt from ${applied} events`);
    return;
  }
  const [action, topic] = args;
  if (command !== 'dlq' || !['list', 'replay'].includes(action) || !(allTopics as string[]).includes(topic)) {
    throw new Error(`${usage}\ntopics: ${allTopics.join(', ')}`);
  }
  const kafka = createKafka(config.KAFKA_BROKERS, 'events-cli', logger);
  await ensureTopics(kafka, { namespace: config.KAFKA_NAMESPACE, partitions: config.KAFKA_TOPIC_PARTITIONS });
  const namespaced = `${config.KAFKA_NAMESPACE}${topic}`;
  if (action === 'list') {
    const letters = await listDeadLetters(kafka, namespaced);
    for (const l of letters) {
      const what = l.envelope
        ? `${l.envelope.type} ${l.envelope.aggregateId} (event ${l.envelope.id})`
        : 'not an event';
      console.log(`${l.failedAt}  ${l.group}  ${what}  after ${l.attempts} attempts: ${l.error}`);
    }
    console.log(`${letters.length} dead letter(s) on ${namespaced}.dlq`);
    return;
  }
  const producer = createProducer(kafka);
  await producer.connect();
  try {
    const { replayed, skipped } = await replayDeadLetters(kafka, producer, namespaced);
    console.log(`${replayed} replayed to ${namespaced}, ${skipped} skipped (not events)`);
  } finally {
    await producer.disconnect();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
