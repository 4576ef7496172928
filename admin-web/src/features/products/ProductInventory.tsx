import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Button, Input, Result, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CATEGORIES } from '../../graphql/categories';
import { ADMIN_PRODUCTS, CREATE_PRODUCT, DELETE_PRODUCT, UPDATE_PRODUCT } from '../../graphql/products';
import type { Category, Product } from '../../types';
import { ProductFormModal } from './ProductFormModal';
import { ProductTable } from './ProductTable';
import { EMPTY_PRODUCT_VALUES, productFormToInput, productToFormValues, type ProductFormValues } from './productForm';
import { matchesSearch } from './productSearch';
import { useProductMutations } from './useProductMutations';

/** Dialog state: closed, adding (null) or editing a product. */
type DialogState = { product: Product | null } | null;

export function ProductInventory() {
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const { data, loading, error } = useQuery<{ adminProducts: Product[] }>(ADMIN_PRODUCTS);
  const { data: categoryData } = useQuery<{ categories: Category[] }>(CATEGORIES);
  const { save, confirmRemove, saving } = useProductMutations({
    noun: 'Product',
    create: CREATE_PRODUCT,
    update: UPDATE_PRODUCT,
    remove: DELETE_PRODUCT,
    list: ADMIN_PRODUCTS,
  });

  const products = useMemo(
    () => (data?.adminProducts ?? []).filter((product) => matchesSearch(product, search)),
    [data, search],
  );

  if (error) {
    return <Result status="error" title="Error Loading Products" subTitle="There was an error loading the products." />;
  }

  const submit = async (values: ProductFormValues) => {
    if (await save(dialog?.product ?? null, productFormToInput(values))) setDialog(null);
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="Search by name, slug or description"
          aria-label="Search products"
          data-testid="product-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 340 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ product: null })}>
          Add Product
        </Button>
      </Space>
      <ProductTable
        products={products}
        loading={loading}
        emptyText={search.trim() ? 'No products match your search' : 'No products found'}
        onEdit={(product) => setDialog({ product })}
        onDelete={confirmRemove}
      />
      {dialog && (
        <ProductFormModal<ProductFormValues>
          formName="product"
          title={dialog.product ? 'Edit Product' : 'Add Product'}
          okText={dialog.product ? 'Update Product' : 'Create Product'}
          initialValues={dialog.product ? productToFormValues(dialog.product) : EMPTY_PRODUCT_VALUES}
          categories={categoryData?.categories ?? []}
          saving={saving}
          onCancel={() => setDialog(null)}
          onSubmit={submit}
        />
      )}
    </>
  );
}
