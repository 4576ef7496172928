import { useState } from 'react';
import { Card, Col, Descriptions, Empty, Row, Select } from 'antd';
import type { MailchimpList } from '../../graphql/notify';
import { AddSubscriberForm } from './AddSubscriberForm';
import { CreateSegmentForm } from './CreateSegmentForm';
import { ListTags } from './ListTags';

interface Props {
  lists: MailchimpList[];
  /** Chosen first, when the account has it. */
  defaultListId: string;
}

/** One list at a time: its details, adding a subscriber, creating a segment, and its tags. */
export function ListsAndSegments({ lists, defaultListId }: Props) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const fallback = lists.find((list) => list.id === defaultListId) ?? lists[0];
  const list = lists.find((candidate) => candidate.id === chosenId) ?? fallback;

  if (!list) return <Empty description="No audiences in this Mailchimp account yet." />;
  return (
    <>
      <Select
        aria-label="Choose a list"
        data-testid="mailchimp-list-select"
        style={{ width: 320, marginBottom: 16 }}
        value={list.id}
        options={lists.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        onChange={setChosenId}
      />
      <Card size="small" title="List Details" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 3 }} size="small" data-testid="mailchimp-list-details">
          <Descriptions.Item label="Name">{list.name}</Descriptions.Item>
          <Descriptions.Item label="Subscribers">{list.memberCount}</Descriptions.Item>
          <Descriptions.Item label="List ID">{list.id}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card size="small" title="Add Subscriber" style={{ marginBottom: 16 }}>
            {/* Keyed by list, so a half-typed entry is not added to a list chosen afterwards. */}
            <AddSubscriberForm key={list.id} listId={list.id} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title="Create Segment" style={{ marginBottom: 16 }}>
            <CreateSegmentForm key={list.id} listId={list.id} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title="Available Tags">
        <ListTags listId={list.id} />
      </Card>
    </>
  );
}
