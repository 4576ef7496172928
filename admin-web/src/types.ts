/** Shapes of the GraphQL contract fields this app reads and the inputs it sends. */

export interface Viewer {
  id: number;
  username: string;
  role: 'user' | 'admin';
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
}

/** CategoryInput as the dialog sends it; a null parentId makes a main category. */
export interface CategoryInput {
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
}

export interface NewsItem {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface NewsItemInput {
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  categoryId: number;
  category: { id: number; name: string } | null;
  stock: number;
  rating: number | null;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
  sku: string;
}

export interface HireProduct extends Product {
  hireId: string;
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPrice: number | null;
  installationPrice: number | null;
}

/** Answer of POST /api/admin/products/import. */
export interface ProductImportResult {
  total: number;
  valid: number;
  inserted: number;
  errors: number;
  invalidDetails: { index: number; product: { name: string | null }; errors: string[] }[];
  insertResults: { product: { name: string | null }; status: string; message: string | null; id: number | null }[];
}

/** Answer of POST /api/admin/hire/products/import. */
export interface HireImportResult {
  imported: number;
  total: number;
}
