/**
 * `npm run check:kafka-topics-job`: runs the Kubernetes Job's own script (k8s/base/kafka-topics/create-topics.sh)
 * against a real Kafka broker of its own (scripts/infra/kafka.sh on other ports, a throwaway data directory; the
 * shared broker is never touched), with the broker's CLI from its jars (`kafka.sh cli`), then reads back what it made:
 *
 * - every topic of topics.txt, with the Job's partitions, cleanup policy, retention and min.insync.replicas;
 * - a state topic that already existed without compaction (as broker auto-creation makes it) switched to compaction;
 * - an existing topic's partitions left alone;
 * - a second run creating nothing.
 *
 * Exits non-zero naming each difference. Takes a few minutes: every CLI call starts a JVM.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigResourceTypes, type Admin } from 'kafkajs';
import { createKafka, createLogger } from '@shop/kit';

const ROOT = join(__dirname, '..');
const KAFKA_PORT = Number(process.env.KAFKA_JOB_CHECK_PORT ?? 19392);
const TOPICS_FILE = join(ROOT, 'k8s/base/kafka-topics/topics.txt');
const PARTITIONS = 6;
/** One broker: one replica, so the script's min.insync.replicas is 1. */
const REPLICAS = 1;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-kafka-topics-job-'));
const brokers = `127.0.0.1:${KAFKA_PORT}`;

/** Runs a command to completion, answering its stdout; throws with its stderr when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 900_000,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

const kafkaScript = (command: string) =>
  run('bash', [join(ROOT, 'scripts/infra/kafka.sh'), command], {
    SHOP_DATA_DIR: dataDir,
    KAFKA_PORT: String(KAFKA_PORT),
    KAFKA_CONTROLLER_PORT: String(KAFKA_PORT + 1),
  }).trim();

const runJob = (bin: string) =>
  run('bash', [join(ROOT, 'k8s/base/kafka-topics/create-topics.sh')], {
    KAFKA_BIN: bin,
    TOPICS_FILE,
    KAFKA_BROKERS: brokers,
    KAFKA_TOPIC_PARTITIONS: String(PARTITIONS),
    KAFKA_TOPIC_REPLICATION_FACTOR: String(REPLICAS),
    KAFKA_NAMESPACE: '',
  });

interface Wanted {
  topic: string;
  policy: string;
  retention: string;
}

const wanted: Wanted[] = readFileSync(TOPICS_FILE, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [topic, policy, retention] = line.split(' ');
    return { topic, policy, retention };
  });

/** What the broker holds for each wanted topic, as differences from what the Job should have made. */
async function differences(admin: Admin, partitionsOf: (topic: string) => number): Promise<string[]> {
  const problems: string[] = [];
  const existing = new Set(await admin.listTopics());
  const present = wanted.filter((w) => existing.has(w.topic));
  for (const w of wanted) if (!existing.has(w.topic)) problems.push(`${w.topic}: missing`);
  const { topics } = await admin.fetchTopicMetadata({ topics: present.map((w) => w.topic) });
  const { resources } = await admin.describeConfigs({
    includeSynonyms: false,
    resources: present.map((w) => ({ type: ConfigResourceTypes.TOPIC, name: w.topic })),
  });
  for (const w of present) {
    const partitions = topics.find((t) => t.name === w.topic)!.partitions;
    const configs = resources.find((r) => r.resourceName === w.topic)!.configEntries;
    const config = (name: string) => configs.find((c) => c.configName === name);
    const expect = (what: string, actual: unknown, expected: unknown) => {
      if (actual !== expected) problems.push(`${w.topic}: ${what} ${String(actual)}, wanted ${String(expected)}`);
    };
    expect('partitions', partitions.length, partitionsOf(w.topic));
    expect('replicas', partitions[0]?.replicas.length, REPLICAS);
    expect('cleanup.policy', config('cleanup.policy')?.configValue, w.policy);
    expect('min.insync.replicas', config('min.insync.replicas')?.configValue, '1');
    // "-" keeps the broker's default: no topic-level setting.
    const retention = config('retention.ms');
    expect(
      'retention.ms',
      w.retention === '-' ? retention?.isDefault : retention?.configValue,
      w.retention === '-' ? true : w.retention,
    );
  }
  return problems;
}

async function main() {
  const kafka = createKafka([brokers], 'kafka-topics-job-check', createLogger('check', 'warn'));
  const admin = kafka.admin();
  const stop = () => {
    kafkaScript('stop');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    console.log(`starting a Kafka broker of its own on ${brokers} (data in ${dataDir})...`);
    kafkaScript('start');
    const bin = kafkaScript('cli').split('\n').at(-1)!;
    await admin.connect();
    // Before the Job: a state topic auto-created without compaction, and a topic with fewer partitions.
    const [stateTopic] = wanted.filter((w) => w.policy === 'compact');
    const [keptTopic] = wanted.filter((w) => w.policy === 'delete' && w.retention === '-');
    await admin.createTopics({
      topics: [
        { topic: stateTopic.topic, numPartitions: 1, replicationFactor: REPLICAS },
        { topic: keptTopic.topic, numPartitions: 2, replicationFactor: REPLICAS },
      ],
    });
    const partitionsOf = (topic: string) =>
      topic === stateTopic.topic ? 1 : topic === keptTopic.topic ? 2 : PARTITIONS;

    console.log(`running create-topics.sh with the broker's CLI from ${bin}...`);
    const first = runJob(bin);
    const problems = await differences(admin, partitionsOf);
    const created = wanted.length - 2;
    if (!first.includes(`kafka-topics: ${created} created, 2 already there`)) {
      problems.push(`first run: wanted "${created} created, 2 already there", got: ${first.trim().split('\n').at(-1)}`);
    }
    const second = runJob(bin);
    if (!second.includes(`kafka-topics: 0 created, ${wanted.length} already there`)) {
      problems.push(
        `second run: wanted "0 created, ${wanted.length} already there", got: ${second.trim().split('\n').at(-1)}`,
      );
    }
    if (problems.length > 0) {
      console.error(`The Job's script did not make the topics it should:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `ok: ${wanted.length} topics with ${PARTITIONS} partitions (the two made beforehand kept theirs), ` +
          `cleanup policy, retention and min.insync.replicas as topics.txt says; ${stateTopic.topic} switched to compaction; ` +
          'a second run created nothing',
      );
    }
  } finally {
    await admin.disconnect();
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
