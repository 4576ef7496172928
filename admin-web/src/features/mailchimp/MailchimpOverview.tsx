import { Card, Col, Row, Statistic, Table } from 'antd';
import type { MailchimpList } from '../../graphql/notify';
import { averageOpenRate, formatRate, totalSubscribers } from './mailchimpStats';

/** Audiences at a glance: how many, how many subscribers, how well they open; then each list. */
export function MailchimpOverview({ lists, loading }: { lists: MailchimpList[]; loading: boolean }) {
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 24 }}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Audiences" value={lists.length} loading={loading} data-testid="mailchimp-audiences" />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title="Subscribers"
              value={totalSubscribers(lists)}
              loading={loading}
              data-testid="mailchimp-subscribers"
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title="Open Rate"
              value={formatRate(averageOpenRate(lists))}
              loading={loading}
              data-testid="mailchimp-open-rate"
            />
          </Card>
        </Col>
      </Row>
      <Card title="Recent Activity" size="small">
        <Table<MailchimpList>
          data-testid="mailchimp-lists-table"
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={lists}
          pagination={false}
          locale={{ emptyText: 'No audiences in this Mailchimp account yet.' }}
          columns={[
            { title: 'List Name', dataIndex: 'name' },
            { title: 'Subscribers', dataIndex: 'memberCount', align: 'right' },
            { title: 'Open Rate', dataIndex: 'openRate', align: 'right', render: formatRate },
            { title: 'Click Rate', dataIndex: 'clickRate', align: 'right', render: formatRate },
          ]}
        />
      </Card>
    </>
  );
}
