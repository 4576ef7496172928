/**
 * `npm run kafka-topics`: writes k8s/base/kafka-topics/topics.txt, the topics the Kubernetes Job `kafka-topics` creates
 * before the services start, from the kit's topic plan (the event catalogue's topics, state topics compacted, each
 * with its dead-letter topic kept for a month, as the services' own `ensureTopics` creates them).
 * `npm run kafka-topics -- --check` fails when the file is out of date (a test does the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { topicsManifest } from '@shop/kit';

const TOPICS_FILE = join(__dirname, '../k8s/base/kafka-topics/topics.txt');

const wanted = topicsManifest();
if (process.argv.includes('--check')) {
  if (readFileSync(TOPICS_FILE, 'utf8') !== wanted) {
    console.error('k8s/base/kafka-topics/topics.txt is out of date: run npm run kafka-topics');
    process.exit(1);
  }
} else writeFileSync(TOPICS_FILE, wanted);
