import { formatShortDate } from '@shop/contracts';
import { Alert, Card, Table, Tag } from 'antd';
import { RowActions } from '../../components/RowActions';
import type { NewsItem } from '../../graphql/news';

interface Props {
  items: NewsItem[];
  loading: boolean;
  failed: boolean;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

export function NewsList({ items, loading, failed, onEdit, onDelete }: Props) {
  return (
    <Card title="News Items" data-testid="news-list-card">
      {failed ? (
        <Alert type="error" showIcon message="Error loading news items. Please try again." />
      ) : loading && items.length === 0 ? (
        <p data-testid="news-loading">Loading news items...</p>
      ) : (
        <Table<NewsItem>
          data-testid="news-table"
          rowKey="id"
          dataSource={items}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: 'No news items found. Create one above.' }}
          columns={[
            { title: 'Title', dataIndex: 'title' },
            { title: 'Created', dataIndex: 'createdAt', render: (iso: string) => formatShortDate(iso) },
            {
              title: 'Status',
              dataIndex: 'isActive',
              render: (active: boolean) =>
                active ? <Tag color="green">Active</Tag> : <Tag color="default">Inactive</Tag>,
            },
            {
              title: 'Actions',
              key: 'actions',
              width: 120,
              render: (_, item) => (
                <RowActions name={item.title} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
