import { Card, Table, Typography } from 'antd';
import type { Category } from '../../graphql/categories';

/** The category ids an import CSV must use; hidden while there are no categories. */
export function CategoriesReference({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <Card title="Categories Reference" data-testid="categories-reference" style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">
        Use these category IDs in the categoryId column when importing products.
      </Typography.Paragraph>
      <Table<Category>
        rowKey="id"
        size="small"
        dataSource={categories}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Slug', dataIndex: 'slug' },
          { title: 'Parent ID', dataIndex: 'parentId', render: (parentId: number | null) => parentId ?? '—' },
        ]}
      />
    </Card>
  );
}
