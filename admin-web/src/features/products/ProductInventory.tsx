import { Result } from 'antd';
import { SALE_PRODUCT_DOCUMENTS } from '../../graphql/products';
import { InventoryTable } from './InventoryTable';
import { InventoryToolbar } from './InventoryToolbar';
import { ProductFormModal } from './ProductFormModal';
import { SALE_COLUMNS } from './productColumns';
import { EMPTY_PRODUCT_VALUES, productFormToInput, productToFormValues, type ProductFormValues } from './productForm';
import { useInventory } from './useInventory';

export function ProductInventory() {
  const inventory = useInventory(SALE_PRODUCT_DOCUMENTS, 'Product');
  const { dialog, search } = inventory;

  if (inventory.error) {
    return <Result status="error" title="Error Loading Products" subTitle="There was an error loading the products." />;
  }

  return (
    <>
      <InventoryToolbar
        label="Product"
        search={search}
        searchBy="name, SKU, slug or description"
        onSearch={inventory.setSearch}
        searchLabel="Search products"
        searchTestId="product-search"
        onAdd={inventory.openAdd}
      />
      <InventoryTable
        testId="product-table"
        products={inventory.products}
        loading={inventory.loading}
        emptyText={search.trim() ? 'No products match your search' : 'No products found'}
        columns={SALE_COLUMNS}
        onEdit={inventory.openEdit}
        onDelete={inventory.confirmRemove}
      />
      {dialog && (
        <ProductFormModal<ProductFormValues>
          formName="product"
          label="Product"
          editing={dialog.product !== null}
          initialValues={dialog.product ? productToFormValues(dialog.product) : EMPTY_PRODUCT_VALUES}
          categories={inventory.categories}
          saving={inventory.saving}
          onCancel={inventory.closeDialog}
          onSubmit={(values) => inventory.save(productFormToInput(values))}
        />
      )}
    </>
  );
}
