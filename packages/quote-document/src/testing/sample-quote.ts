import {
  DEFAULT_HIRE_RATE_SETTINGS,
  priceQuote,
  type QuoteDocument,
  type QuoteLineInput,
  type QuotePricingInput,
} from '@shop/contracts';

/** Hire items as the catalogue prices them (pence). */
const ITEMS = [
  { name: 'Line Array Rig', dailyPence: 45_000, weeklyPence: 160_000, monthlyPence: 480_000 },
  { name: 'Moving Head Spot 350', dailyPence: 6_500, weeklyPence: 22_000, monthlyPence: null },
  { name: 'Pioneer DJ Controller', dailyPence: 5_000, weeklyPence: null, monthlyPence: null },
  { name: 'LED Par Can RGBW', dailyPence: 1_200, weeklyPence: 4_000, monthlyPence: 11_000 },
  { name: 'Wireless Handheld Microphone Kit', dailyPence: 2_500, weeklyPence: 8_000, monthlyPence: null },
  { name: '18-inch Active Subwoofer', dailyPence: 7_500, weeklyPence: 25_000, monthlyPence: 70_000 },
  { name: 'Digital Mixing Console 32-channel', dailyPence: 15_000, weeklyPence: 50_000, monthlyPence: 150_000 },
  { name: 'Haze Machine with Fluid', dailyPence: 3_000, weeklyPence: 10_000, monthlyPence: null },
  { name: 'Truss Section 2 m', dailyPence: 800, weeklyPence: 2_500, monthlyPence: 7_000 },
] as const;
const CREW = { description: 'Crew: two technicians for the get-in', unitPence: 36_000 };

export interface SampleQuote {
  /** What the desk prices (`priceQuote`'s input). */
  pricing: QuotePricingInput;
  /** The revision as sent, priced from `pricing`. */
  document: QuoteDocument;
}

/**
 * A quote as the desk would send it, for tests and the benchmark: `lines` lines (hire items, the
 * last a fixed crew charge), delivered, with a 10% discount and the damage waiver, priced by the
 * contracts' rate engine with the default settings. Each line's description is unique.
 */
export function sampleQuote({
  lines = 6,
  startDate = '2026-07-01',
  endDate = '2026-07-11',
}: { lines?: number; startDate?: string; endDate?: string } = {}): SampleQuote {
  const hireLines = Array.from({ length: lines - 1 }, (_, i) => {
    const item = ITEMS[i % ITEMS.length];
    const round = Math.floor(i / ITEMS.length);
    return { ...item, description: round ? `${item.name} (set ${round + 1})` : item.name, quantity: 1 + (i % 4) };
  });
  const pricing: QuotePricingInput = {
    startDate,
    endDate,
    lines: [
      ...hireLines.map((item): QuoteLineInput => ({
        kind: 'hire',
        quantity: item.quantity,
        rates: { dailyPence: item.dailyPence, weeklyPence: item.weeklyPence, monthlyPence: item.monthlyPence },
        preferredPeriod: 'weekly',
        securityDepositPence: null,
        deliveryPence: 2_500,
        installationPence: null,
      })),
      { kind: 'fixed', quantity: 1, unitPence: CREW.unitPence },
    ],
    deliveryRequired: true,
    installationRequired: false,
    damageWaiver: true,
    discount: { kind: 'percent', percent: 10 },
  };
  const price = priceQuote(pricing, DEFAULT_HIRE_RATE_SETTINGS);
  const document: QuoteDocument = {
    quoteId: 42,
    number: 'Q-2026-0042',
    revision: 2,
    issuedAt: '2026-06-12T10:30:00.000Z',
    validUntil: '2026-06-26',
    customer: {
      name: 'Jo Brightwell Events',
      email: 'jo@brightwell-events.co.uk',
      phone: '07700 900123',
      deliveryAddress: 'The Pier Pavilion, 1 Marine Parade',
      deliveryCity: 'Brighton',
      deliveryPostalCode: 'BN2 1TL',
    },
    startDate,
    endDate,
    days: price.days,
    chargeableDays: price.chargeableDays,
    weekend: price.weekend,
    lines: price.lines.map((priced, i) => {
      const item = hireLines[i];
      return {
        description: item ? item.description : CREW.description,
        productId: item ? i + 1 : null,
        quantity: item ? item.quantity : 1,
        preferredPeriod: item ? 'weekly' : null,
        unitPence: priced.unitPence,
        linePence: priced.linePence,
        breakdown: priced.breakdown,
      };
    }),
    hirePence: price.hirePence,
    fixedPence: price.fixedPence,
    discountPence: price.discountPence,
    deliveryPence: price.deliveryPence,
    installationPence: price.installationPence,
    damageWaiverPence: price.damageWaiverPence,
    damageWaiverExcessPence: 7500,
    netPence: price.netPence,
    vatPence: price.vatPence,
    totalPence: price.totalPence,
    securityDepositPence: price.securityDepositPence,
    bookingDepositPence: price.bookingDepositPence,
    balanceDueDate: '2026-06-24',
    notes: 'Access is by the loading bay on Madeira Drive. Please have the stage clear by 9am.',
  };
  return { pricing, document };
}

/** The letterhead the samples are sent under. */
export const SAMPLE_BUSINESS = {
  name: 'SoundHire Pro',
  address: '12 Seaside Road, Eastbourne BN21 3PA',
  email: 'hire@soundhirepro.co.uk',
  phone: '01323 555 010',
  vatNumber: 'GB123456789',
  companyNumber: '01234567',
};
