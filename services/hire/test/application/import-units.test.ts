import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '@shop/kit';
import { testUser } from '@shop/kit/testing';
import { admin, anyone, deskOn, testClock } from '../support/desk';
import { floorOn } from '../support/floor';
import { replicaPerFile } from '../support/store';
import { UNIT_WRITE_CHUNK } from '../../src/modules/fleet/models/unit-store';

describe("importing a hire product's units from a CSV file (real engines)", () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let floor: ReturnType<typeof floorOn>;

  beforeAll(() => {
    floor = floorOn(replica(), deskOn(replica(), clock.now));
  });

  let serial = 0;
  /** A hire product the catalog announced with this many units. */
  async function hireProduct(stock: number) {
    serial += 1;
    const id = 30_000 + serial;
    await floor.mirror.save(
      {
        id,
        slug: `moving-head-${serial}`,
        name: `Moving head ${serial}`,
        categoryId: 1,
        pricePence: 0,
        stock,
        isHireItem: true,
        imageUrl: null,
        isLargeHeavy: false,
        customShippingCostPence: null,
        hirePriceDailyPence: 3000,
        hirePriceWeeklyPence: null,
        hirePriceMonthlyPence: null,
        turnaroundDays: 1,
        deliveryPricePence: null,
        installationPricePence: null,
        securityDepositPence: null,
        hireFleetUnits: null,
        description: null,
        isOnSale: false,
        isNew: false,
        createdAt: null,
        kitParts: [],
      },
      1,
    );
    return id;
  }

  const tagsOf = async (productId: number) =>
    (await replica().models.Unit.find({ productId }).sort({ tag: 1 }).lean()).map((u) => u.tag);
  const stockOf = async (productId: number) =>
    (await replica().models.ProductView.findOne({ id: productId }).lean())!.stock;

  it('adds every unit of the file with its serial, and the fleet grows by them', async () => {
    const head = await hireProduct(1);
    const added = await floor.importUnits(
      { productId: head, csv: 'tag,serial\nmh-001,SN-A\nMH-002,\nMH-003,SN-C\n' },
      admin,
    );
    expect(added.map((u) => [u.tag, u.serialNumber, u.state])).toEqual([
      ['MH-001', 'SN-A', 'available'],
      ['MH-002', null, 'available'],
      ['MH-003', 'SN-C', 'available'],
    ]);
    expect(await stockOf(head)).toBe(4);
  });

  it('adds nothing when one line is bad, a tag is repeated in the file, or a tag is already in the fleet', async () => {
    const head = await hireProduct(0);
    await floor.importUnits({ productId: head, csv: 'tag\nHELD-1\n' }, admin);

    await expect(floor.importUnits({ productId: head, csv: 'tag\nNEW-1\nno good\n' }, admin)).rejects.toThrow(
      new Invalid('file: Line 3: Asset tag must be 1 to 40 letters, digits, dashes, dots or slashes'),
    );
    await expect(floor.importUnits({ productId: head, csv: 'tag\nNEW-1\nNEW-2\nnew-1\n' }, admin)).rejects.toThrow(
      new Conflict('file: Listed more than once in the file: NEW-1 (lines 2, 4)'),
    );
    await expect(floor.importUnits({ productId: head, csv: 'tag\nNEW-1\nheld-1\nNEW-2\n' }, admin)).rejects.toThrow(
      new Conflict('Asset tag HELD-1 is already in the fleet'),
    );
    expect(await tagsOf(head)).toEqual(['HELD-1']);
    expect(await stockOf(head)).toBe(1);
  });

  it('lands a whole fleet of 2,500 units from one file, written a chunk at a time', async () => {
    const deck = await hireProduct(0);
    const tags = Array.from({ length: 2500 }, (_, i) => `DECK-${String(i + 1).padStart(4, '0')}`);
    expect(tags.length).toBeGreaterThan(UNIT_WRITE_CHUNK * 4);
    const added = await floor.importUnits(
      { productId: deck, csv: ['tag,serial', ...tags.map((t) => `${t},SN-${t}`)].join('\n') },
      admin,
    );
    expect(added).toHaveLength(2500);
    expect(await tagsOf(deck)).toEqual(tags);
    expect(await replica().models.Unit.countDocuments({ productId: deck, state: 'available' })).toBe(2500);
    expect(await stockOf(deck)).toBe(2500);
  });

  it('adds none of a large file when a tag in its last chunk is already in the fleet', async () => {
    const deck = await hireProduct(0);
    await floor.importUnits({ productId: deck, csv: 'tag\nBIG-2400\n' }, admin);
    const tags = Array.from({ length: 2500 }, (_, i) => `BIG-${i + 1}`).filter((t) => t !== 'BIG-2400');
    await expect(
      floor.importUnits({ productId: deck, csv: ['tag', ...tags, 'big-2400'].join('\n') }, admin),
    ).rejects.toThrow(new Conflict('Asset tag BIG-2400 is already in the fleet'));
    expect(await tagsOf(deck)).toEqual(['BIG-2400']);
    expect(await stockOf(deck)).toBe(1);
  });

  it('is for admins only, for a hire product hire knows', async () => {
    const head = await hireProduct(0);
    await expect(floor.importUnits({ productId: head, csv: 'tag\nX-1\n' }, anyone)).rejects.toBeInstanceOf(
      Unauthorized,
    );
    await expect(
      floor.importUnits({ productId: head, csv: 'tag\nX-1\n' }, { user: testUser('user', 7) }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(floor.importUnits({ productId: 999_999, csv: 'tag\nX-1\n' }, admin)).rejects.toBeInstanceOf(NotFound);
    await expect(floor.importUnits({ productId: head, csv: 42 }, admin)).rejects.toBeInstanceOf(Invalid);
    expect(await tagsOf(head)).toEqual([]);
  });
});
