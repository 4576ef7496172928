import type { FormRule } from 'antd';
import { PRODUCT_MESSAGES, productFieldSchemas } from '@shop/contracts';
import { zodRule } from '@shop/web-common';
import type { Product } from '../../graphql/products';

/** What the shared product field set edits; number inputs hold null while empty. */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  price: number | null;
  compareAtPrice: number | null;
  imageUrl: string;
  categoryId: number | null;
  stock: number | null;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  rating: number | null;
  reviewCount: number | null;
}

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  price: null,
  compareAtPrice: null,
  imageUrl: '',
  categoryId: null,
  stock: 0,
  isNew: false,
  isOnSale: false,
  isLimited: false,
  isLargeHeavy: false,
  customShippingCost: null,
  rating: null,
  reviewCount: 0,
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description ?? '',
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    imageUrl: product.imageUrl ?? '',
    categoryId: product.categoryId,
    // The input's stock is on hand: what sold meanwhile is committed apart, so a save never undoes it.
    stock: product.onHand,
    isNew: product.isNew,
    isOnSale: product.isOnSale,
    isLimited: product.isLimited,
    isLargeHeavy: product.isLargeHeavy,
    customShippingCost: product.customShippingCost,
    rating: product.rating,
    reviewCount: product.reviewCount,
  };
}

/** The ProductInput fields shared by sale and hire products. */
export function productFormToInput(values: ProductFormValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description?.trim() || null,
    price: values.price,
    compareAtPrice: values.compareAtPrice ?? null,
    imageUrl: values.imageUrl.trim(),
    categoryId: values.categoryId,
    stock: values.stock,
    isNew: values.isNew,
    isOnSale: values.isOnSale,
    isLimited: values.isLimited,
    isLargeHeavy: values.isLargeHeavy,
    // A custom shipping cost only means something for large/heavy items.
    customShippingCost: values.isLargeHeavy ? (values.customShippingCost ?? null) : null,
    rating: values.rating ?? null,
    reviewCount: values.reviewCount ?? 0,
  };
}

type Field = keyof typeof productFieldSchemas;

/** Each field checked by the catalog's own rule, so the form answers with the service's messages. */
export const productRules = Object.fromEntries(
  Object.entries(productFieldSchemas).map(([field, schema]) => [field, [zodRule(schema)]]),
) as Record<Field, FormRule[]>;

// The catalog stores a missing stock as 0; the form asks for it, with the same message as a bad value.
productRules.stock = [zodRule(productFieldSchemas.stock, { requiredMessage: PRODUCT_MESSAGES.stock })];
