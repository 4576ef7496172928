import {
  baseConfigSchema,
  createLogger,
  envelopes,
  event,
  loadConfig,
  ServiceRuntime,
  type StartedService,
} from '../src';
import { dropDatabase, eventually, testEnv, TEST_KAFKA_NAMESPACE, uniqueDbName } from '../testing';
import { probeModel, probeState, type Probe } from './fixtures/probe-model';

// A service's /metrics (its operations port) carries what the alerts in k8s/observability read, labelled with the
// service: each consumer's dead letters and each queue's failures from 0 (so an alert on their increase sees the
// first), the outbox's oldest waiting event and each consumer group's lag.
describe("a service runtime's metrics", () => {
  const dbName = uniqueDbName('kit-runtime');
  const namespace = `${TEST_KAFKA_NAMESPACE}runtime.`;
  let runtime: ServiceRuntime;
  let started: StartedService;

  beforeAll(async () => {
    const config = loadConfig(baseConfigSchema, testEnv('kit-runtime', { KAFKA_NAMESPACE: namespace }));
    runtime = await ServiceRuntime.create({ name: 'probe', config, dbName, logger: createLogger('probe', 'silent') });
    const Probe = probeModel(runtime.connection);
    runtime.useOutbox([Probe]);
    await runtime.consume('categories', { CategoryUpdated: async () => {} });
    runtime.jobQueue('emails', async () => {});
    started = await runtime.listen(0);
    const state = { id: 1, name: 'probe', slug: 'probe', description: null } as Probe;
    await Probe.create({
      ...state,
      version: 1,
      pendingEvents: envelopes(1, 0, [event('CategoryUpdated', probeState(state))]),
    });
  });

  afterAll(async () => {
    await started.stop();
    await dropDatabase(dbName);
  });

  const metrics = async () => (await fetch(`${started.opsUrl}/metrics`)).text();

  it('counts dead letters and failed jobs from 0, before the first', async () => {
    const text = await metrics();
    expect(text).toContain(
      `events_dead_lettered_total{topic="${namespace}content.category",type="CategoryUpdated",service="probe"} 0`,
    );
    expect(text).toContain('jobs_failed_total{queue="emails",final="true",service="probe"} 0');
    expect(text).toContain('jobs_completed_total{queue="emails",service="probe"} 0');
  });

  it("reports the outbox's oldest waiting event and the consumer group's lag once the event is relayed and handled", async () => {
    await eventually(async () =>
      expect(await metrics()).toContain(
        'outbox_oldest_pending_event_age_seconds{collection="probes",service="probe"} 0',
      ),
    );
    await eventually(
      async () =>
        expect(await metrics()).toContain(
          `kafka_consumer_lag_messages{group="${namespace}probe.categories",topic="${namespace}content.category",partition="0",service="probe"} 0`,
        ),
      30_000,
    );
  });
});
