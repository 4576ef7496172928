import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { App } from 'antd';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { CATEGORIES } from '../../graphql/categories';
import type { InventoryDocuments } from '../../graphql/products';
import { errorMessage } from '../../lib/errors';
import type { Product } from '../../types';

/** Dialog state: closed, adding (product null) or editing a product. */
type DialogState<P> = { product: P | null } | null;

/** Case-insensitive match on name, slug or description. */
function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [product.name, product.slug, product.description ?? ''].some((text) => text.toLowerCase().includes(needle));
}

/**
 * State and actions of one inventory tab (sale or hire): the searched list, the categories for the form, the add /
 * edit dialog, and create / update / delete with the spec's toasts.
 * `label` is the title-case noun ('Product', 'Hire Product'); toasts use it in sentence case.
 */
export function useInventory<P extends Product>(documents: InventoryDocuments<P>, label: string) {
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState<P>>(null);
  const { data, loading, error } = useQuery(documents.list);
  const { data: categoryData } = useQuery(CATEGORIES);
  const refetch = { refetchQueries: [{ query: documents.list }], awaitRefetchQueries: true };
  const [createProduct, createState] = useMutation(documents.create, refetch);
  const [updateProduct, updateState] = useMutation(documents.update, refetch);
  const [deleteProduct] = useMutation(documents.remove, refetch);
  const noun = label[0] + label.slice(1).toLowerCase();
  const lower = label.toLowerCase();

  const products = useMemo(
    () => (data?.items ?? []).filter((product) => matchesSearch(product, search)),
    [data, search],
  );

  /** Creates or updates the dialog's product and closes the dialog once saved. */
  const save = async (input: Record<string, unknown>) => {
    const editing = dialog?.product ?? null;
    try {
      if (editing) await updateProduct({ variables: { id: editing.id, input } });
      else await createProduct({ variables: { input } });
      notification.success({ message: `${noun} ${editing ? 'updated' : 'created'}` });
      setDialog(null);
    } catch (err) {
      const title = `Error ${editing ? 'updating' : 'creating'} ${lower}`;
      notification.error({ message: title, description: errorMessage(err, title) });
    }
  };

  const confirmRemove = (product: P) =>
    confirmDelete({
      title: 'Are you sure?',
      content: `This will permanently delete the product "${product.name}". This action cannot be undone.`,
      onConfirm: async () => {
        try {
          await deleteProduct({ variables: { id: product.id } });
          notification.success({ message: `${noun} deleted` });
        } catch (err) {
          const title = `Error deleting ${lower}`;
          notification.error({ message: title, description: errorMessage(err, title) });
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
