import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, App, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { serverMessage } from '@shop/web-common';
import { EMAIL_LOG, RETRY_EMAIL, type OutgoingEmail, type OutgoingEmailState } from '../../graphql/notify';

const STATE_COLOURS: Record<OutgoingEmailState, string> = {
  sent: 'green',
  failed: 'red',
  queued: 'blue',
  sending: 'gold',
};

/** The select's value for "any state" (an option cannot be null). */
const ALL = 'all';
const STATE_OPTIONS = [
  { value: ALL, label: 'All emails' },
  { value: 'queued', label: 'Queued' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

const LIMIT = 50;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The latest emails the shop sent or tried to send; a failed one can be sent again. */
export function EmailLogPanel() {
  const { notification } = App.useApp();
  const [state, setState] = useState<OutgoingEmailState | typeof ALL>(ALL);
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(EMAIL_LOG, {
    variables: { state: state === ALL ? null : state, limit: LIMIT },
    // Emails move from queued to sent or failed on their own: each visit asks the server.
    fetchPolicy: 'cache-and-network',
  });
  const [retryEmail] = useMutation(RETRY_EMAIL);

  const retry = async (email: OutgoingEmail) => {
    setRetryingId(email.id);
    try {
      await retryEmail({ variables: { id: email.id } });
      notification.success({ message: 'Email queued again', description: `To ${email.to}: ${email.subject}` });
      await refetch();
    } catch (err) {
      notification.error({ message: 'Retry failed', description: serverMessage(err) });
    } finally {
      setRetryingId(null);
    }
  };

  return (
    <Card
      title="Outgoing email"
      data-testid="email-log"
      extra={
        <Space>
          <Select
            aria-label="Filter by state"
            data-testid="email-log-state-filter"
            style={{ width: 140 }}
            value={state}
            options={STATE_OPTIONS}
            onChange={setState}
          />
          <Button icon={<ReloadOutlined />} aria-label="Refresh the email log" onClick={() => void refetch()} />
        </Space>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Error loading the email log"
          description={serverMessage(error)}
        />
      )}
      <Table<OutgoingEmail>
        data-testid="email-log-table"
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.emailLog ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: 'No emails yet.' }}
        columns={[
          {
            title: 'State',
            dataIndex: 'state',
            render: (value: OutgoingEmailState) => (
              <Tag color={STATE_COLOURS[value]} data-testid="email-state">
                {value}
              </Tag>
            ),
          },
          { title: 'To', dataIndex: 'to' },
          { title: 'Subject', dataIndex: 'subject' },
          { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
          {
            title: 'Last error',
            dataIndex: 'lastError',
            render: (value: string | null) =>
              value && (
                <Typography.Text type="danger" ellipsis={{ tooltip: value }} style={{ maxWidth: 280 }}>
                  {value}
                </Typography.Text>
              ),
          },
          { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => dateTime.format(new Date(iso)) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, email) =>
              email.state === 'failed' && (
                <Button size="small" loading={retryingId === email.id} onClick={() => void retry(email)}>
                  Retry
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
