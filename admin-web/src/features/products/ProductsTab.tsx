import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Tabs } from 'antd';
import { CATEGORIES } from '../../graphql/categories';
import { CategoriesReference } from './CategoriesReference';
import { ProductImport } from './ProductImport';
import { ProductInventory } from './ProductInventory';

function ImportView() {
  const { data } = useQuery(CATEGORIES);
  return (
    <>
      <ProductImport />
      <CategoriesReference categories={data?.categories ?? []} />
    </>
  );
}

/** Sale products: the inventory and the bulk import, as two sub-tabs. */
export function ProductsTab() {
  const [view, setView] = useState('inventory');
  return (
    <section data-testid="products-tab">
      <Tabs
        activeKey={view}
        onChange={setView}
        items={[
          { key: 'inventory', label: 'Inventory', children: <ProductInventory /> },
          { key: 'import', label: 'Import', children: <ImportView /> },
        ]}
      />
    </section>
  );
}
