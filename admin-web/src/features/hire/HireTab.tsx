import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Result, Spin, Tabs, Typography } from 'antd';
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

// The planning screens load when first opened, so the dashboard's first load does not carry them.
const PlanningTimeline = lazy(() =>
  import('./planning/PlanningTimeline').then((m) => ({ default: m.PlanningTimeline })),
);
const DaySheet = lazy(() => import('./planning/DaySheet').then((m) => ({ default: m.DaySheet })));

const VIEWS = ['equipment', 'planning', 'day-sheet'] as const;
type HireView = (typeof VIEWS)[number];

/** The hire admin: the equipment (products and units), the planning timeline and the day sheet. */
export function HireTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('view');
  const view: HireView = VIEWS.find((v) => v === asked) ?? 'equipment';
  const later = (screen: JSX.Element) => <Suspense fallback={<Spin />}>{screen}</Suspense>;

  return (
    <section data-testid="hire-tab">
      <Typography.Title level={3}>Hire Equipment Management</Typography.Title>
      <Tabs
        activeKey={view}
        onChange={(key) => setSearchParams({ tab: 'hire', view: key })}
        destroyOnHidden
        items={[
          { key: 'equipment', label: 'Equipment', children: <HireEquipment /> },
          { key: 'planning', label: 'Planning', children: later(<PlanningTimeline />) },
          { key: 'day-sheet', label: 'Day sheet', children: later(<DaySheet />) },
        ]}
      />
    </section>
  );
}

function HireEquipment() {
  const inventory = useInventory(HIRE_PRODUCT_DOCUMENTS, 'Hire Product');
  const { dialog, error } = inventory;
  const [unitsOf, setUnitsOf] = useState<HireProduct | null>(null);

  return (
    <>
      <InventoryToolbar
        label="Hire Product"
        search={inventory.search}
        searchBy="name, hire id, slug or description"
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
    </>
  );
}
