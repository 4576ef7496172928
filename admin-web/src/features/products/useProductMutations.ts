import { useMutation, type DocumentNode } from '@apollo/client';
import { App } from 'antd';
import { errorMessage } from '../../lib/errors';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import type { Product } from '../../types';

interface Options {
  /** Sentence-case noun for toasts: 'Product' or 'Hire product'. */
  noun: string;
  create: DocumentNode;
  update: DocumentNode;
  remove: DocumentNode;
  /** The list query refetched after every change. */
  list: DocumentNode;
}

/** Create / update / delete with the spec's toasts, shared by sale and hire inventories. */
export function useProductMutations({ noun, create, update, remove, list }: Options) {
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const refetch = { refetchQueries: [{ query: list }], awaitRefetchQueries: true };
  const [createProduct, createState] = useMutation(create, refetch);
  const [updateProduct, updateState] = useMutation(update, refetch);
  const [deleteProduct] = useMutation(remove, refetch);
  const lower = noun.toLowerCase();

  /** Returns true when saved, so the caller can close its dialog. */
  const save = async (editing: Product | null, input: Record<string, unknown>): Promise<boolean> => {
    try {
      if (editing) await updateProduct({ variables: { id: editing.id, input } });
      else await createProduct({ variables: { input } });
      notification.success({ message: `${noun} ${editing ? 'updated' : 'created'}` });
      return true;
    } catch (err) {
      const title = `Error ${editing ? 'updating' : 'creating'} ${lower}`;
      notification.error({ message: title, description: errorMessage(err, title) });
      return false;
    }
  };

  const confirmRemove = (product: Product) =>
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

  return { save, confirmRemove, saving: createState.loading || updateState.loading };
}
