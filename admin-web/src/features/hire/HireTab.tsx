import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Button, Input, Result, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CATEGORIES } from '../../graphql/categories';
import {
  ADMIN_HIRE_PRODUCTS,
  CREATE_HIRE_PRODUCT,
  DELETE_HIRE_PRODUCT,
  UPDATE_HIRE_PRODUCT,
} from '../../graphql/products';
import type { Category, HireProduct } from '../../types';
import { ProductFormModal } from '../products/ProductFormModal';
import { matchesSearch } from '../products/productSearch';
import { useProductMutations } from '../products/useProductMutations';
import { HireImportControls } from './HireImportControls';
import { HireRateFields } from './HireRateFields';
import { HireTable } from './HireTable';
import { EMPTY_HIRE_VALUES, hireFormToInput, hireToFormValues, type HireFormValues } from './hireForm';

/** Dialog state: closed, adding (null) or editing a hire product. */
type DialogState = { product: HireProduct | null } | null;

export function HireTab() {
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const { data, loading, error } = useQuery<{ adminHireProducts: HireProduct[] }>(ADMIN_HIRE_PRODUCTS);
  const { data: categoryData } = useQuery<{ categories: Category[] }>(CATEGORIES);
  const { save, confirmRemove, saving } = useProductMutations({
    noun: 'Hire product',
    create: CREATE_HIRE_PRODUCT,
    update: UPDATE_HIRE_PRODUCT,
    remove: DELETE_HIRE_PRODUCT,
    list: ADMIN_HIRE_PRODUCTS,
  });

  const products = useMemo(
    () => (data?.adminHireProducts ?? []).filter((product) => matchesSearch(product, search)),
    [data, search],
  );

  const submit = async (values: HireFormValues) => {
    if (await save(dialog?.product ?? null, hireFormToInput(values))) setDialog(null);
  };

  return (
    <section data-testid="hire-tab">
      <Typography.Title level={3}>Hire Equipment Management</Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="Search by name, slug or description"
          aria-label="Search hire equipment"
          data-testid="hire-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 340 }}
        />
        <Space wrap>
          <HireImportControls />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ product: null })}>
            Add Hire Product
          </Button>
        </Space>
      </Space>
      {error ? (
        <Result status="error" title="Error Loading Hire Products" subTitle={error.message} />
      ) : (
        <HireTable
          products={products}
          loading={loading}
          onEdit={(product) => setDialog({ product })}
          onDelete={confirmRemove}
        />
      )}
      {dialog && (
        <ProductFormModal<HireFormValues>
          formName="hire"
          title={dialog.product ? 'Edit Hire Product' : 'Add Hire Product'}
          okText={dialog.product ? 'Update Hire Product' : 'Create Hire Product'}
          initialValues={dialog.product ? hireToFormValues(dialog.product) : EMPTY_HIRE_VALUES}
          categories={categoryData?.categories ?? []}
          saving={saving}
          onCancel={() => setDialog(null)}
          onSubmit={submit}
        >
          <HireRateFields />
        </ProductFormModal>
      )}
    </section>
  );
}
