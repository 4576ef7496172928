import { callSubgraph, dropDatabase, eventually, mintToken, publishEvent, testEnv } from '@shop/kit/testing';
import { readPdf } from '@shop/quote-document/testing';
import type { StartedService } from '@shop/kit';
import { hireService } from '../../src/app';
import { admin, deskOn, testClock } from '../support/desk';
import { hireProduct, openReplica, pendingQuote, type Replica } from '../support/store';

const PDF = `query($id: Int!) { hireQuote(id: $id) { sentRevision { pdf } } }`;

const env = testEnv('hire');
let service: StartedService;
let replica: Replica;

beforeAll(async () => {
  service = await hireService(env).start();
  replica = await openReplica(env.MONGODB_DB!);
}, 60_000);

afterAll(async () => {
  await replica.close();
  await service.stop();
  await dropDatabase(env.MONGODB_DB!);
});

/** The sent revision's PDF as the desk downloads it, read back as text. */
async function downloadedText(quoteId: number): Promise<string> {
  const res = await callSubgraph(
    service.url,
    { query: PDF, variables: { id: quoteId } },
    { headers: { authorization: `Bearer ${mintToken('admin')}` } },
  );
  const { data, errors } = (await res.json()) as {
    data: { hireQuote: { sentRevision: { pdf: string } } };
    errors?: unknown;
  };
  expect(errors).toBeUndefined();
  return (await readPdf(Buffer.from(data.hireQuote.sentRevision.pdf, 'base64'), 0.25)).text;
}

describe("a sent revision's PDF (the letterhead from notify's email settings)", () => {
  it('is printed on the letterhead notify last published, drawn afresh when it changes', async () => {
    const desk = deskOn(replica, testClock('2027-05-01T09:00:00Z').now);
    const amp = await hireProduct(replica.models, 3);
    const quote = await pendingQuote(replica.models, [{ productId: amp, quantity: 1 }], 10, 12);
    await desk.send({ id: quote.id }, admin);
    // Before notify is heard from: the shop's fixed identity, with no VAT number.
    expect(await downloadedText(quote.id)).not.toContain('VAT No.');

    const letterhead = {
      id: 1 as const,
      name: 'SoundHire Pro Ltd',
      address: '12 Seaside Road, Eastbourne BN21 3PA',
      email: 'hire@soundhirepro.co.uk',
      phone: '01323 555 010',
      companyNumber: 'SC123456',
    };
    await publishEvent('BusinessLetterheadChanged', 1, { ...letterhead, vatNumber: 'GB123456789' }, 1);
    await eventually(async () => expect(await downloadedText(quote.id)).toContain('VAT No. GB123456789'), 30_000);
    await publishEvent('BusinessLetterheadChanged', 1, { ...letterhead, vatNumber: 'GB987654321' }, 2);
    await eventually(async () => {
      const text = await downloadedText(quote.id);
      expect(text).toContain('VAT No. GB987654321');
      expect(text).toContain('SoundHire Pro Ltd');
    }, 30_000);
  });
});
