import { useQuery } from '@apollo/client';
import { Card, Space, Spin, Typography } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone, WarningTwoTone } from '@ant-design/icons';
import { serverMessage } from '@shop/web-common';
import { MAILCHIMP_PING } from '../../graphql/notify';

type ConnectionState = 'checking' | 'connected' | 'not-connected' | 'error';

/** Whether Mailchimp answers the saved key: checking, connected, not connected (with its reason) or an error. */
export function ConnectionStatusCard() {
  // Shows "checking" again while the refresh button asks anew.
  const { data, loading, error } = useQuery(MAILCHIMP_PING, { notifyOnNetworkStatusChange: true });
  const ping = data?.mailchimpPing;
  const state: ConnectionState = loading ? 'checking' : error ? 'error' : ping?.success ? 'connected' : 'not-connected';

  return (
    <Card title="Connection Status" size="small" style={{ marginBottom: 24 }}>
      <div data-testid="mailchimp-connection" data-state={state}>
        {state === 'checking' && (
          <Space>
            <Spin size="small" /> Checking connection...
          </Space>
        )}
        {state === 'connected' && (
          <Space>
            <CheckCircleTwoTone twoToneColor="#52c41a" />
            <Typography.Text type="success">Connected</Typography.Text>
            {ping?.message && <Typography.Text type="secondary">{ping.message}</Typography.Text>}
          </Space>
        )}
        {state === 'not-connected' && (
          <Space>
            <WarningTwoTone twoToneColor="#faad14" />
            <Typography.Text type="warning">Not connected: {ping?.message}</Typography.Text>
          </Space>
        )}
        {state === 'error' && (
          <Space>
            <CloseCircleTwoTone twoToneColor="#ff4d4f" />
            <Typography.Text type="danger">Connection error</Typography.Text>
            <Typography.Text type="secondary">{serverMessage(error)}</Typography.Text>
          </Space>
        )}
      </div>
    </Card>
  );
}
