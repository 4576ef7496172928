import { HIRE_COLUMNS, SALE_COLUMNS, csvLine } from './csv';

/** Downloadable CSV templates: the header the importer reads plus one example row. */
const saleExample: Record<keyof typeof SALE_COLUMNS, string | number | boolean | null> = {
  name: 'Active PA Speaker 12"',
  slug: 'active-pa-speaker-12',
  description: '12" two-way powered speaker, 1000 W, Bluetooth, pole mount',
  price: 449.99,
  compareAtPrice: 499.99,
  imageUrl: '/images/products/pa-speaker.svg',
  categoryId: 1,
  stock: 10,
  isNew: true,
  isOnSale: true,
  isLimited: false,
  isLargeHeavy: false,
  customShippingCost: null,
  rating: 4.5,
  reviewCount: 12,
};

const hireExample: Record<keyof typeof HIRE_COLUMNS, string | number | boolean | null> = {
  ...saleExample,
  name: 'Line Array Package',
  slug: 'line-array-package',
  description: 'Four line array tops, two 18" subwoofers, rigging and cabling',
  price: 8999,
  compareAtPrice: null,
  imageUrl: '/images/products/line-array.svg',
  stock: 2,
  isNew: false,
  isOnSale: false,
  isLargeHeavy: true,
  customShippingCost: 120,
  hirePriceDaily: 350,
  hirePriceWeekly: 1200,
  hirePriceMonthly: 3600,
  deliveryAvailable: true,
  installationAvailable: true,
  deliveryPrice: 75,
  installationPrice: 150,
  turnaroundDays: 1,
  powerRequirement: '2 x 16 A single phase',
};

function template(example: Record<string, string | number | boolean | null>): string {
  return `${csvLine(Object.keys(example))}\n${csvLine(Object.values(example))}\n`;
}

export const productTemplateCsv = (): string => template(saleExample);
export const hireProductTemplateCsv = (): string => template(hireExample);
