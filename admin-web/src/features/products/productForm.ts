import type { FormRule as Rule } from 'antd';
import { imageUrlRule, minLengthRule, numberRule, productSlugCharsRule } from '../../lib/formRules';
import type { Product } from '../../types';

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

export const CUSTOM_SHIPPING_MINIMUM = 80;

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
    stock: product.stock,
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

export const productRules = {
  name: [minLengthRule(3, 'Name must be at least 3 characters')],
  slug: [minLengthRule(3, 'Slug must be at least 3 characters'), productSlugCharsRule],
  price: [numberRule('Price must be a positive number')],
  compareAtPrice: [numberRule('Compare-at price must be a positive number', { optional: true })],
  imageUrl: [imageUrlRule],
  categoryId: [{ required: true, message: 'Category is required' }],
  stock: [numberRule('Stock must be a positive integer', { integer: true })],
  customShippingCost: [
    numberRule(`Custom shipping cost must be at least £${CUSTOM_SHIPPING_MINIMUM}`, {
      optional: true,
      min: CUSTOM_SHIPPING_MINIMUM,
    }),
  ],
  rating: [numberRule('Rating must be between 0 and 5', { optional: true, max: 5 })],
  reviewCount: [numberRule('Review count must be a positive integer', { optional: true, integer: true })],
} satisfies Record<string, Rule[]>;
