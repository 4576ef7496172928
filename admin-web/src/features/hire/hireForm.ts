import { DEFAULT_TURNAROUND_DAYS, type HireTerms } from '@shop/contracts';
import type { HireProduct } from '../../graphql/products';
import {
  EMPTY_PRODUCT_VALUES,
  productFormToInput,
  productToFormValues,
  type ProductFormValues,
} from '../products/productForm';

export interface HireFormValues extends ProductFormValues, HireTerms {
  turnaroundDays: number | null;
  powerRequirement: string;
}

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
  };
}
