import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { HIRE_PRODUCT_DOCUMENTS, type HireProduct } from '../../graphql/products';
import { InventoryTable } from '../products/InventoryTable';
import { InventoryToolbar } from '../products/InventoryToolbar';
import { ProductFormModal } from '../products/ProductFormModal';
import { useInventory } from '../products/useInventory';
import { HIRE_COLUMNS } from './hireColumns';
import { HireImportControls } from './HireImportControls';
import { HireRateFields } from './HireRateFields';
import { KitPartsField } from './KitPartsField';
import { HireUnitsDrawer } from './units/HireUnitsDrawer';
import { EMPTY_HIRE_VALUES, hireFormToInput, hireToFormValues, type HireFormValues } from './hireForm';

export function HireTab() {
  const inventory = useInventory(HIRE_PRODUCT_DOCUMENTS, 'Hire Product');
  const { dialog, error } = inventory;
  const [unitsOf, setUnitsOf] = useState<HireProduct | null>(null);

  return (
    <section data-testid="hire-tab">
      <Typography.Title level={3}>Hire Equipment Management</Typography.Title>
      <InventoryToolbar
        label="Hire Product"
        search={inventory.search}
        onSearch={inventory.setSearch}
        searchLabel="Search hire equipment"
        searchTestId="hire-search"
        onAdd={inventory.openAdd}
      >
        <HireImportControls />
      </InventoryToolbar>
      {error ? (
        <Result status="error" title="Error Loading Hire Products" subTitle={error.message} />
      ) : (
        <InventoryTable
          testId="hire-table"
          products={inventory.products}
          loading={inventory.loading}
          emptyText="No hire equipment found."
          columns={HIRE_COLUMNS}
          onEdit={inventory.openEdit}
          onDelete={inventory.confirmRemove}
          extraActions={(product) => (
            <Button
              icon={<BarcodeOutlined />}
              aria-label={`Units of ${product.name}`}
              onClick={() => setUnitsOf(product)}
            >
              Units
            </Button>
          )}
        />
      )}
      {unitsOf && <HireUnitsDrawer product={unitsOf} onClose={() => setUnitsOf(null)} />}
      {dialog && (
        <ProductFormModal<HireFormValues>
          formName="hire"
          label="Hire Product"
          editing={dialog.product !== null}
          initialValues={dialog.product ? hireToFormValues(dialog.product) : EMPTY_HIRE_VALUES}
          categories={inventory.categories}
          saving={inventory.saving}
          onCancel={inventory.closeDialog}
          onSubmit={(values) => inventory.save(hireFormToInput(values))}
        >
          <HireRateFields />
          <KitPartsField productId={dialog.product?.id ?? null} />
        </ProductFormModal>
      )}
    </section>
  );
}
