/** The shop the chaos bench's shoppers meet: the mail settings, a category, two products for sale and one for hire. */
import { eventually, mintToken } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { localSmtpSettings } from '@shop/test-support/email-settings';

/** One product in four checkouts is scarce, so the stock saga refuses some orders while things die around it. */
export const SCARCE_STOCK = 25;
/** The hire rig's fleet: a hire shop's, not a warehouse's (every unit is a record with an asset tag). */
export const RIG_UNITS = 1_000;

const admin = { authorization: `Bearer ${mintToken('admin')}`, 'content-type': 'application/json' };

async function post(url: string, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: admin, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export interface ChaosShop {
  plenty: number;
  scarce: number;
  rig: number;
  /** Units on hand of each product for sale, by id. */
  stock: Map<number, number>;
}

export async function setUpShop(
  base: string,
  smtpPort: number,
  dates: { startDate: string; endDate: string },
  runId: string,
): Promise<ChaosShop> {
  await eventually(() => post(`${base}/api/admin/email-settings`, localSmtpSettings(smtpPort)), 60_000);
  const category = await post(`${base}/api/categories`, { name: 'Chaos', slug: `chaos-${runId}` });
  const product = (fields: Record<string, unknown>) =>
    eventually(
      () =>
        post(`${base}/api/admin/${fields.isHireItem ? 'hire/' : ''}products`, {
          price: 100,
          imageUrl: '/images/products/pa-speaker.svg',
          categoryId: category.id,
          ...fields,
        }),
      60_000,
    );
  const plenty = await product({ name: 'Chaos Mixer', slug: `chaos-mixer-${runId}`, stock: 1_000_000 });
  const scarce = await product({ name: 'Chaos Amp', slug: `chaos-amp-${runId}`, stock: SCARCE_STOCK });
  // Hire makes the rig's units, each with an asset tag, when it hears of the product.
  const rig = await product({ name: 'Chaos Rig', slug: `chaos-rig-${runId}`, isHireItem: true, stock: RIG_UNITS });
  // Orders prices from the catalog's events and hire learns its products the same way: wait until both know.
  await eventually(async () => {
    for (const id of [plenty.id, scarce.id]) {
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { ...admin, authorization: `Bearer ${mintToken('user')}` },
        body: JSON.stringify({ ...deliveryAddress, total: 0.01, items: [{ productId: id, quantity: 1 }] }),
      });
      if (res.status !== 409) {
        throw new Error(`product ${id} not priced by orders yet (${res.status} ${await res.text().catch(() => '')})`);
      }
    }
    const range = `start=${dates.startDate.slice(0, 10)}&end=${dates.endDate.slice(0, 10)}`;
    const availability = await fetch(`${base}/api/hire/products/${rig.slug}/availability?${range}`);
    if (!availability.ok) throw new Error(`hire product not known yet (${availability.status})`);
  }, 120_000);
  const stock = new Map([
    [Number(plenty.id), 1_000_000],
    [Number(scarce.id), SCARCE_STOCK],
  ]);
  return { plenty: Number(plenty.id), scarce: Number(scarce.id), rig: Number(rig.id), stock };
}
