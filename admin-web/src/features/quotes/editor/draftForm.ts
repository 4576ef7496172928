import dayjs, { type Dayjs } from 'dayjs';
import type { HirePeriod } from '@shop/contracts';
import type { HireQuoteDesk, HireQuoteDraftInput } from '../../../graphql/quotes';

/** The day format the API takes (UK calendar days). */
export const API_DAY = 'YYYY-MM-DD';
/** How the pickers show a day, as UK readers write it. */
export const UK_DAY = 'DD/MM/YYYY';

export interface HireLineValues {
  /** Null for a line the desk added and has not saved yet. */
  id: number | null;
  productId: number;
  quantity: number;
  hirePeriod: HirePeriod;
  /** This quote's own rates in GBP; empty keeps the product's. */
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
}

export interface FixedLineValues {
  id: number | null;
  description: string;
  quantity: number;
  unitPrice: number | null;
}

export type DiscountChoice = 'none' | 'percent' | 'amount';

export interface DraftValues {
  startDate: Dayjs;
  endDate: Dayjs;
  hireLines: HireLineValues[];
  fixedLines: FixedLineValues[];
  discountKind: DiscountChoice;
  /** A percentage or an amount in GBP, as discountKind says. */
  discountValue: number | null;
  damageWaiver: boolean;
  /** Delivery and installation as the desk sets them: saved onto the quote, re-pricing the draft. */
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryPostalCode: string;
  notes: string;
}

export const RATE_FIELDS = [
  { name: 'hirePriceDaily', label: 'Daily' },
  { name: 'hirePriceWeekly', label: 'Weekly' },
  { name: 'hirePriceMonthly', label: 'Monthly' },
] as const;

export function draftToFormValues(quote: HireQuoteDesk): DraftValues {
  const draft = quote.draft!;
  const discount = draft.discount;
  return {
    startDate: dayjs(draft.startDate),
    endDate: dayjs(draft.endDate),
    hireLines: draft.hireLines.map((line) => ({
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      hirePeriod: line.hirePeriod,
      hirePriceDaily: line.rateOverrides?.hirePriceDaily ?? null,
      hirePriceWeekly: line.rateOverrides?.hirePriceWeekly ?? null,
      hirePriceMonthly: line.rateOverrides?.hirePriceMonthly ?? null,
    })),
    fixedLines: draft.fixedLines.map(({ id, description, quantity, unitPrice }) => ({
      id,
      description,
      quantity,
      unitPrice,
    })),
    discountKind: discount?.kind ?? 'none',
    discountValue: (discount?.kind === 'percent' ? discount.percent : discount?.amount) ?? null,
    damageWaiver: draft.damageWaiver,
    deliveryRequired: quote.deliveryRequired,
    installationRequired: quote.installationRequired,
    deliveryAddress: quote.deliveryAddress ?? '',
    deliveryCity: quote.deliveryCity ?? '',
    deliveryPostalCode: quote.deliveryPostalCode ?? '',
    notes: draft.notes ?? '',
  };
}

/** The whole draft as the server saves it; the server's zod schema judges it. */
export function formValuesToInput(values: DraftValues): HireQuoteDraftInput {
  const { discountKind, discountValue } = values;
  return {
    startDate: values.startDate.format(API_DAY),
    endDate: values.endDate.format(API_DAY),
    hireLines: values.hireLines.map((line) => ({
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      hirePeriod: line.hirePeriod,
      rateOverrides: {
        hirePriceDaily: line.hirePriceDaily,
        hirePriceWeekly: line.hirePriceWeekly,
        hirePriceMonthly: line.hirePriceMonthly,
      },
    })),
    fixedLines: values.fixedLines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    discount:
      discountKind === 'none'
        ? null
        : discountKind === 'percent'
          ? { kind: 'percent', percent: discountValue ?? 0 }
          : { kind: 'amount', amount: discountValue ?? 0 },
    damageWaiver: values.damageWaiver,
    delivery: {
      deliveryRequired: values.deliveryRequired,
      installationRequired: values.installationRequired,
      deliveryAddress: values.deliveryAddress.trim() || null,
      deliveryCity: values.deliveryCity.trim() || null,
      deliveryPostalCode: values.deliveryPostalCode.trim() || null,
    },
    notes: values.notes.trim() || null,
  };
}
