import { eventually, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startNotifyForTest } from './support/notify';

const SAVE = `mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { configured } }`;

let notify: Awaited<ReturnType<typeof startNotifyForTest>>;
let published: EventRecorder;

beforeAll(async () => {
  notify = await startNotifyForTest();
  published = await recordEvents('notify.letterhead');
}, 60_000);

afterAll(async () => {
  await notify.stop();
  await published.stop();
});

/** The letterheads published so far, oldest first. */
const letterheads = () => published.events.filter((e) => e.type === 'BusinessLetterheadChanged').map((e) => e.data);

describe('the letterhead published for the quote PDFs', () => {
  it('is published at start (the defaults of a shop never set up), then on every save that changes it', async () => {
    await eventually(() => expect(letterheads()).toEqual([expect.objectContaining({ vatNumber: null })]), 30_000);

    const form = localSmtpSettings(2525, {
      pass: 'secret',
      footerCompanyName: 'SoundHire Pro Ltd',
      footerAddress: '12 Seaside Road, Eastbourne BN21 3PA',
      footerContactEmail: 'hire@soundhirepro.co.uk',
      footerPhone: '01323 555 010',
      footerVatNumber: 'gb 123 4567 89',
      footerCompanyNumber: 'sc123456',
    });
    expect((await notify.gql(SAVE, { input: form })).errors).toBeUndefined();
    const written = {
      id: 1,
      name: 'SoundHire Pro Ltd',
      address: '12 Seaside Road, Eastbourne BN21 3PA',
      email: 'hire@soundhirepro.co.uk',
      phone: '01323 555 010',
      vatNumber: 'GB123456789',
      companyNumber: 'SC123456',
    };
    await eventually(() => expect(letterheads()).toHaveLength(2), 30_000);
    expect(letterheads()[1]).toEqual(written);
    expect(published.events[1].aggregateId).toBe('1');

    // A save that leaves the letterhead as it was publishes nothing new; a changed VAT number is published.
    expect((await notify.gql(SAVE, { input: { ...form, host: 'smtp.elsewhere.test' } })).errors).toBeUndefined();
    expect((await notify.gql(SAVE, { input: { ...form, footerVatNumber: 'GB987654321' } })).errors).toBeUndefined();
    await eventually(() => expect(letterheads()).toHaveLength(3), 30_000);
    expect(letterheads()[2]).toEqual({ ...written, vatNumber: 'GB987654321' });
  });
});
