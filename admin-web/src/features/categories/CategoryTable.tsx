import { Empty, Table } from 'antd';
import { RowActions } from '../../components/RowActions';
import type { CategoryNode, Section } from './categorySections';

interface Props {
  section: Section;
  categories: CategoryNode[];
  loading: boolean;
  onEdit: (category: CategoryNode) => void;
  onDelete: (category: CategoryNode) => void;
}

const EMPTY_TEXT: Record<Section, string> = {
  sales: 'No sales categories found. Add your first category to get started.',
  hire: 'No hire categories found. Add your first category to get started.',
};

/** Main categories with their children as expandable, indented rows. */
export function CategoryTable({ section, categories, loading, onEdit, onDelete }: Props) {
  return (
    <Table<CategoryNode>
      data-testid={`category-table-${section}`}
      rowKey="id"
      loading={loading}
      dataSource={categories}
      pagination={false}
      expandable={{ indentSize: 24 }}
      locale={{ emptyText: <Empty description={EMPTY_TEXT[section]} /> }}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Slug', dataIndex: 'slug' },
        { title: 'Description', dataIndex: 'description', render: (text: string | null) => text ?? '' },
        {
          title: 'Actions',
          key: 'actions',
          width: 120,
          render: (_, category) => (
            <RowActions name={category.name} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
          ),
        },
      ]}
    />
  );
}
