import type { Connection } from 'mongoose';
import {
  AggregateStore,
  Conflict,
  connectMongo,
  createLogger,
  differences,
  event,
  markApplied,
  pruneEffectMarkers,
} from '../src';
import { dropDatabase, uniqueDbName } from '../testing';
import { probeModel, probeState, type Probe } from './fixtures/probe-model';

const logger = createLogger('kit-test', 'silent');

describe('differences', () => {
  it('keeps only the proposed fields whose values differ, treating undefined as not sent', () => {
    const current = { a: 1, b: 'x', c: null as string | null, d: [1, 2] };
    expect(differences(current, { a: 1, b: 'y', c: undefined, d: [1, 2] })).toEqual({ b: 'y' });
    expect(differences(current, { a: 1, d: [1, 2] })).toBeNull();
    expect(differences(current, null)).toBeNull();
  });
});

describe('aggregates under optimistic concurrency, on the real database', () => {
  const dbName = uniqueDbName('kit');
  let connection: Connection;
  let Probe: ReturnType<typeof probeModel>;
  let store: AggregateStore<Probe>;
  let committed = 0;
  /** The documents each `committed` call named for the relay (null: none named, a sweep). */
  const named: Array<unknown[] | null> = [];
  let lastId = 0;

  const updated = (p: Probe) => [event('CategoryUpdated', probeState(p))];
  const create = () => store.create({ id: ++lastId, name: 'Mixer', slug: 'mixer' }, updated);
  const stored = async (id: number) => (await Probe.findOne({ id }).lean<Probe>())!;

  beforeAll(async () => {
    connection = await connectMongo(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', dbName, logger);
    Probe = probeModel(connection);
    await Probe.init();
    store = new AggregateStore(Probe, {
      changedMessage: 'This probe was changed by someone else; reload to see the current values',
      committed: (written) => {
        committed += 1;
        named.push(written ? written.ids : null);
      },
    });
  });

  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });

  it('stores a new aggregate at version 1 with its creation event numbered 1', async () => {
    const probe = await create();
    const doc = await stored(probe.id);
    expect(doc.version).toBe(1);
    expect(doc.pendingEvents.map((e) => [e.type, e.aggregateId, e.aggregateVersion])).toEqual([
      ['CategoryUpdated', String(probe.id), 1],
    ]);
  });

  it('merges two concurrent edits of different fields and builds each event from the state saved', async () => {
    const { id } = await create();
    await Promise.all([
      store.update({ id }, () => ({ name: 'Desk' }), updated),
      store.update({ id }, () => ({ description: 'Eight channels' }), updated),
      store.update({ id }, () => ({ slug: 'desk' }), updated),
    ]);
    const doc = await stored(id);
    expect(doc).toMatchObject({ name: 'Desk', description: 'Eight channels', slug: 'desk', version: 4 });
    const events = [...doc.pendingEvents].sort((a, b) => a.aggregateVersion - b.aggregateVersion);
    expect(events.map((e) => e.aggregateVersion)).toEqual([1, 2, 3, 4]);
    // The last event is the stored state; each earlier one differs from it by the later edits only.
    expect(events[3].data).toEqual(probeState(doc));
    const changedFields = events.slice(1).map((e, i) => {
      const before = events[i].data as Record<string, unknown>;
      const after = e.data as Record<string, unknown>;
      return Object.keys(after).filter((k) => after[k] !== before[k]);
    });
    expect(changedFields.flat().sort()).toEqual(['description', 'name', 'slug']);
    expect(changedFields.every((fields) => fields.length === 1)).toBe(true);
  });

  it('writes and publishes nothing for an update that changes nothing', async () => {
    const { id } = await create();
    const before = committed;
    const result = await store.update({ id }, () => ({ name: 'Mixer', slug: 'mixer' }), updated);
    expect(result?.version).toBe(1);
    expect((await stored(id)).pendingEvents).toHaveLength(1);
    expect(committed).toBe(before);
  });

  it('refuses an update made from a version that is no longer the stored one, writing nothing', async () => {
    const { id } = await create();
    await store.update({ id }, () => ({ name: 'Changed meanwhile' }), updated);
    await expect(
      store.update({ id }, () => ({ description: 'From the old form' }), updated, { expectedVersion: 1 }),
    ).rejects.toThrow(new Conflict('This probe was changed by someone else; reload to see the current values'));
    expect(await stored(id)).toMatchObject({ name: 'Changed meanwhile', description: null, version: 2 });
  });

  it('updates many aggregates in one write, each under its own version, and says when one moved on meanwhile', async () => {
    const ids = [(await create()).id, (await create()).id, (await create()).id];
    const unchanged = (await create()).id;
    const rename = (p: Probe) => (p.id === unchanged ? null : { name: `Desk ${p.id}` });
    expect(await store.updateAll({ id: { $in: [...ids, unchanged] } }, rename, updated)).toBe(true);
    for (const id of ids) {
      const doc = await stored(id);
      expect(doc).toMatchObject({ name: `Desk ${id}`, version: 2 });
      expect(doc.pendingEvents.map((e) => e.aggregateVersion)).toEqual([1, 2]);
      expect(doc.pendingEvents[1].data).toEqual(probeState(doc));
    }
    expect(await stored(unchanged)).toMatchObject({ name: 'Mixer', version: 1 });

    // The second one changes between the batch's read and its write: its write misses, the others stand.
    const [first, raced, third] = ids;
    const moved = await store.updateAll(
      { id: { $in: ids } },
      async (p) => {
        if (p.id === raced) await store.update({ id: raced }, () => ({ description: 'Meanwhile' }), updated);
        return { slug: `desk-${p.id}` };
      },
      updated,
    );
    expect(moved).toBe(false);
    expect(await stored(raced)).toMatchObject({ slug: 'mixer', description: 'Meanwhile', version: 3 });
    for (const id of [first, third]) expect(await stored(id)).toMatchObject({ slug: `desk-${id}`, version: 3 });
  });

  it('names for the relay only the documents a write gave new events, the hook still running for the others', async () => {
    const probe = await create();
    const keyOf = async (id: number) => (await Probe.findOne({ id }, { _id: 1 }).lean<{ _id: unknown }>())!._id;
    expect(named.at(-1)).toEqual([await keyOf(probe.id)]);
    await store.update(
      { id: probe.id },
      () => ({ name: 'Quiet' }),
      () => [],
    );
    expect(named.at(-1)).toEqual([]);
    const quiet = await store.create({ id: ++lastId, name: 'Silent', slug: 'silent' }, () => []);
    expect(named.at(-1)).toEqual([]);
    expect(
      await store.updateAll(
        { id: { $in: [probe.id, quiet.id] } },
        (p) => ({ name: `Both ${p.id}` }),
        (p) => (p.id === quiet.id ? updated(p) : []),
      ),
    ).toBe(true);
    expect(named.at(-1)).toEqual([await keyOf(quiet.id)]);
  });

  it('makes its first try on the aggregate the caller has just read, and reads it again when it moved on meanwhile', async () => {
    const { id } = await create();
    const read = await stored(id);
    const saved = await store.update({ id }, () => ({ name: 'Desk' }), updated, { read });
    expect(saved).toMatchObject({ name: 'Desk', version: 2 });

    // `read` is now a version behind: the write misses, and the change is made again on the stored aggregate.
    await store.update({ id }, () => ({ description: 'Eight channels' }), updated);
    const again = await store.update({ id }, (p) => ({ slug: `${p.name.toLowerCase()}-${p.version}` }), updated, {
      read,
    });
    expect(again).toMatchObject({ name: 'Desk', description: 'Eight channels', slug: 'desk-3', version: 4 });
    expect(await stored(id)).toMatchObject({ slug: 'desk-3', version: 4 });
  });

  it('answers null for an aggregate that is not there', async () => {
    expect(await store.update({ id: 999_999 }, () => ({ name: 'x' }), updated)).toBeNull();
  });

  it('prunes effect markers older than the retention', async () => {
    const { id } = await create();
    await Probe.updateOne({ id }, { $push: markApplied('op:old') });
    const later = new Date(Date.now() + 60_000);

    expect(await pruneEffectMarkers(Probe, later)).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).appliedOps).toEqual([]);
  });
});
