import { useQuery } from '@apollo/client';
import { Alert, Empty, Space, Spin, Tag } from 'antd';
import { serverMessage } from '@shop/web-common';
import { MAILCHIMP_TAGS } from '../../graphql/notify';

/** The tags of the chosen list. */
export function ListTags({ listId }: { listId: string }) {
  const { data, loading, error } = useQuery(MAILCHIMP_TAGS, { variables: { listId } });
  const tags = data?.mailchimpTags ?? [];

  if (error) return <Alert type="error" showIcon message="Error loading tags" description={serverMessage(error)} />;
  if (loading && tags.length === 0) return <Spin size="small" />;
  if (tags.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tags in this list yet." />;
  return (
    <Space wrap data-testid="mailchimp-tags">
      {tags.map((tag) => (
        <Tag key={tag.id}>{tag.name}</Tag>
      ))}
    </Space>
  );
}
