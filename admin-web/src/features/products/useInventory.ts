import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { App } from 'antd';
import { isConflict, serverMessage } from '@shop/web-common';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { serverFieldError, type FieldError } from '../../lib/serverFieldError';
import { CATEGORIES } from '../../graphql/categories';
import type { InventoryDocuments, Product, ProductInput } from '../../graphql/products';
import { useSearchedInventory } from './useSearchedInventory';

/** One empty list while loading, so the searched list is not worked out again each render. */
const NO_PRODUCTS: never[] = [];

/** Dialog state: closed, adding (product null) or editing a product. */
type DialogState<P> = { product: P | null } | null;

/** The spec's toasts for each inventory tab, word for word. */
const TOASTS = {
  Product: {
    created: 'Product created',
    updated: 'Product updated',
    deleted: 'Product deleted',
    createFailed: 'Error creating product',
    updateFailed: 'Error updating product',
    deleteFailed: 'Error deleting product',
  },
  'Hire Product': {
    created: 'Hire product created',
    updated: 'Hire product updated',
    deleted: 'Hire product deleted',
    createFailed: 'Error creating hire product',
    updateFailed: 'Error updating hire product',
    deleteFailed: 'Error deleting hire product',
  },
} as const;

/**
 * State and actions of one inventory tab (sale or hire): the searched list, the categories for the form, the add /
 * edit dialog, and create / update / delete with the spec's toasts.
 */
export function useInventory<P extends Product>(documents: InventoryDocuments<P>, label: keyof typeof TOASTS) {
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState<P>>(null);
  const { data, loading, error, refetch: reload } = useQuery(documents.list);
  const { data: categoryData } = useQuery(CATEGORIES);
  const refetch = { refetchQueries: [{ query: documents.list }], awaitRefetchQueries: true };
  const [createProduct, createState] = useMutation(documents.create, refetch);
  const [updateProduct, updateState] = useMutation(documents.update, refetch);
  const [deleteProduct] = useMutation(documents.remove, refetch);
  const toasts = TOASTS[label];

  const products = useSearchedInventory(data?.items ?? NO_PRODUCTS, search, documents.kind);

  /**
   * Creates or updates the dialog's product and closes the dialog once saved. An edit sends back the version it was
   * loaded at; when someone else changed the product meanwhile the server refuses it (CONFLICT), and the dialog closes
   * on a reloaded list so the admin starts again from the current values. Answers the field a refusal names, for the
   * dialog to show under it.
   */
  const save = async (input: ProductInput): Promise<FieldError | null> => {
    const editing = dialog?.product ?? null;
    try {
      if (editing) await updateProduct({ variables: { id: editing.id, input, expectedVersion: editing.version } });
      else await createProduct({ variables: { input } });
      notification.success({ message: editing ? toasts.updated : toasts.created });
      setDialog(null);
      return null;
    } catch (err) {
      const title = editing ? toasts.updateFailed : toasts.createFailed;
      notification.error({ message: title, description: serverMessage(err, title) });
      if (isConflict(err)) {
        setDialog(null);
        await reload().catch(() => undefined); // a failed reload shows as the list's own error
        return null;
      }
      return serverFieldError(err);
    }
  };

  const confirmRemove = (product: P) =>
    confirmDelete({
      title: 'Are you sure?',
      content: `This will permanently delete the product "${product.name}". This action cannot be undone.`,
      onConfirm: async () => {
        try {
          await deleteProduct({ variables: { id: product.id } });
          notification.success({ message: toasts.deleted });
        } catch (err) {
          const title = toasts.deleteFailed;
          notification.error({ message: title, description: serverMessage(err, title) });
        }
      },
    });

  return {
    products,
    loading,
    error,
    categories: categoryData?.categories ?? [],
    search,
    setSearch,
    dialog,
    openAdd: () => setDialog({ product: null }),
    openEdit: (product: P) => setDialog({ product }),
    closeDialog: () => setDialog(null),
    save,
    confirmRemove,
    saving: createState.loading || updateState.loading,
  };
}
