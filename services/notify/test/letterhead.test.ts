import { DEFAULT_EMAIL_SETTINGS, emailSettingsSchema, letterheadOf } from '@shop/contracts';
import { readPdf, sampleQuote } from '@shop/quote-document/testing';
import { attachmentFile, type QuotePdfAttachment } from '../src/domain/attachments';
import { quoteSentEmails } from '../src/domain/hire-quote-emails';

/** The business as the admin's settings form saves it: the one letterhead of the emails and the quote PDFs. */
const settings = emailSettingsSchema.parse({
  ...DEFAULT_EMAIL_SETTINGS,
  footerCompanyName: 'SoundHire Pro Ltd',
  footerAddress: '12 Seaside Road, Eastbourne BN21 3PA',
  footerContactEmail: 'hire@soundhirepro.co.uk',
  footerPhone: '01323 555 010',
  footerVatNumber: 'gb 123 4567 89',
  footerCompanyNumber: 'sc123456',
});
const LETTERHEAD =
  'SoundHire Pro Ltd · 12 Seaside Road, Eastbourne BN21 3PA · 01323 555 010 · hire@soundhirepro.co.uk · ' +
  'VAT No. GB123456789 · Company No. SC123456';

describe('the letterhead from the email settings', () => {
  const { document } = sampleQuote({ lines: 3 });
  const [email] = quoteSentEmails(
    settings,
    { quoteId: 42, userId: null, document, acceptPath: '/hire/quotes/42?token=t' },
    'https://shop.test',
  );

  it('ends the quote email with the trading name, address, phone, email, VAT and company numbers', () => {
    expect(email.text).toContain(LETTERHEAD);
    expect(email.html).toContain(LETTERHEAD);
    // The charges name the net before VAT, as the PDF does.
    expect(email.text).toContain('Net (before VAT):');
  });

  it('heads the attached PDF with the same letterhead', async () => {
    expect(email.attachments).toEqual([{ kind: 'quote-pdf', document, business: letterheadOf(settings) }]);
    const { text } = await readPdf((await attachmentFile(email.attachments![0] as QuotePdfAttachment)).content);
    for (const fact of ['SoundHire Pro Ltd', '01323 555 010', 'VAT No. GB123456789 · Company No. SC123456']) {
      expect(text).toContain(fact);
    }
  });

  it('refuses a VAT number or company number in the wrong form, and keeps them blank when not given', () => {
    const issues = (input: Record<string, unknown>) =>
      emailSettingsSchema.safeParse({ ...DEFAULT_EMAIL_SETTINGS, ...input }).error?.issues.map((i) => i.message);
    expect(issues({ footerVatNumber: 'GB12345678' })).toEqual(['VAT number must be GB followed by 9 or 12 digits']);
    expect(issues({ footerVatNumber: 'GB123456789012' })).toBeUndefined();
    expect(issues({ footerCompanyNumber: '1234567' })).toEqual([
      'Company number must be 8 characters: 8 digits, or 2 letters and 6 digits',
    ]);
    expect(issues({ footerPhone: '555' })).toEqual(['Phone must be a UK number of 10 or 11 digits']);
    expect(letterheadOf(DEFAULT_EMAIL_SETTINGS)).toMatchObject({ phone: null, vatNumber: null, companyNumber: null });
  });
});
