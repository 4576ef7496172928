import { DEFAULT_TURNAROUND_DAYS, type HireTerms } from '@shop/contracts';
import type { HireProduct } from '../../graphql/products';
import {
  EMPTY_PRODUCT_VALUES,
  productFormToInput,
  productToFormValues,
  type ProductFormValues,
} from '../products/productForm';

/** A row of the Kit contents editor; a row being filled in holds nulls. */
export interface KitPartValues {
  productId: number | null;
  quantity: number | null;
}

export interface HireFormValues extends ProductFormValues, HireTerms {
  turnaroundDays: number | null;
  powerRequirement: string;
  kitParts: KitPartValues[];
}

/** The editor's rows as the input sends them (an unfilled row is sent as it is, for the schema to name). */
export const kitPartsToInput = (parts: readonly KitPartValues[]) =>
  parts.map(({ productId, quantity }) => ({ productId: productId ?? 0, quantity: quantity ?? 0 }));

export const EMPTY_HIRE_VALUES: HireFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  hirePriceDaily: null,
  hirePriceWeekly: null,
  hirePriceMonthly: null,
  deliveryAvailable: false,
  installationAvailable: false,
  deliveryPrice: 0,
  installationPrice: 0,
  turnaroundDays: DEFAULT_TURNAROUND_DAYS,
  powerRequirement: '',
  kitParts: [],
};

export function hireToFormValues(product: HireProduct): HireFormValues {
  return {
    ...productToFormValues(product),
    hirePriceDaily: product.hirePriceDaily,
    hirePriceWeekly: product.hirePriceWeekly,
    hirePriceMonthly: product.hirePriceMonthly,
    deliveryAvailable: product.deliveryAvailable,
    installationAvailable: product.installationAvailable,
    deliveryPrice: product.deliveryPrice,
    installationPrice: product.installationPrice,
    turnaroundDays: product.turnaroundDays,
    powerRequirement: product.powerRequirement ?? '',
    kitParts: product.kitParts.map(({ productId, quantity }) => ({ productId, quantity })),
  };
}

/** Hire equipment is always sent with isHireItem true. */
export function hireFormToInput(values: HireFormValues) {
  return {
    ...productFormToInput(values),
    isHireItem: true,
    hirePriceDaily: values.hirePriceDaily,
    hirePriceWeekly: values.hirePriceWeekly,
    hirePriceMonthly: values.hirePriceMonthly,
    deliveryAvailable: values.deliveryAvailable,
    installationAvailable: values.installationAvailable,
    deliveryPrice: values.deliveryPrice,
    installationPrice: values.installationPrice,
    // Left empty, the catalog applies its default turnaround.
    turnaroundDays: values.turnaroundDays ?? null,
    powerRequirement: values.powerRequirement?.trim() || null,
    kitParts: kitPartsToInput(values.kitParts ?? []),
  };
}
