import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Space, Tabs, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { serverMessage } from '@shop/web-common';
import {
  CATEGORIES,
  CREATE_CATEGORY,
  DELETE_CATEGORY,
  UPDATE_CATEGORY,
  type Category,
  type CategoryInput,
} from '../../graphql/categories';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { CategoryTable } from './CategoryTable';
import { CategoryDialog } from './CategoryDialog';
import { parentOptions, splitSections, type Section } from './categorySections';

/** Dialog state: closed, adding (null) or editing a category. */
type DialogState = { category: Category | null } | null;

const REFETCH = { refetchQueries: [{ query: CATEGORIES }], awaitRefetchQueries: true };

export function CategoriesTab() {
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [section, setSection] = useState<Section>('sales');
  const [dialog, setDialog] = useState<DialogState>(null);
  const { data, loading, error } = useQuery(CATEGORIES);
  const [createCategory, createState] = useMutation(CREATE_CATEGORY, REFETCH);
  const [updateCategory, updateState] = useMutation(UPDATE_CATEGORY, REFETCH);
  const [deleteCategory] = useMutation(DELETE_CATEGORY, REFETCH);

  const sections = useMemo(() => splitSections(data?.categories ?? []), [data]);

  const fail = (err: unknown, fallback: string) =>
    notification.error({ message: 'Error', description: serverMessage(err, fallback) });

  const save = async (values: CategoryInput) => {
    const editing = dialog?.category;
    try {
      if (editing) {
        await updateCategory({ variables: { id: editing.id, input: values } });
        notification.success({ message: 'Category updated successfully' });
      } else {
        await createCategory({ variables: { input: values } });
        notification.success({ message: 'Category created successfully' });
      }
      setDialog(null);
    } catch (err) {
      fail(err, editing ? 'Failed to update category' : 'Failed to create category');
    }
  };

  const remove = (category: Category) =>
    confirmDelete({
      title: 'Delete category',
      content: 'Are you sure you want to delete this category? This action cannot be undone.',
      onConfirm: async () => {
        try {
          await deleteCategory({ variables: { id: category.id } });
          notification.success({ message: 'Category deleted successfully' });
        } catch (err) {
          fail(err, 'Failed to delete category');
        }
      },
    });

  const table = (key: Section) => (
    <CategoryTable
      section={key}
      categories={sections[key]}
      loading={loading}
      onEdit={(category) => setDialog({ category })}
      onDelete={remove}
    />
  );

  return (
    <section data-testid="categories-tab">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Category Management
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ category: null })}
          data-testid="add-category"
        >
          Add Category
        </Button>
      </Space>
      {error && <Alert type="error" showIcon message="Error loading categories" description={error.message} />}
      <Tabs
        activeKey={section}
        onChange={(key) => setSection(key as Section)}
        items={[
          { key: 'sales', label: 'Sales Categories', children: table('sales') },
          { key: 'hire', label: 'Hire Categories', children: table('hire') },
        ]}
      />
      {dialog && (
        <CategoryDialog
          section={section}
          category={dialog.category}
          parentChoices={parentOptions(sections[section], dialog.category?.id)}
          saving={createState.loading || updateState.loading}
          onCancel={() => setDialog(null)}
          onSubmit={save}
        />
      )}
    </section>
  );
}
