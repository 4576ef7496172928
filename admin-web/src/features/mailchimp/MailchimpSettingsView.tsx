import { App, Button, Descriptions, Space, Typography } from 'antd';
import { CheckCircleOutlined, CopyOutlined, WarningOutlined } from '@ant-design/icons';

interface Props {
  apiKey: string;
  serverPrefix: string;
  defaultListId: string;
}

/** The saved settings, read-only: the key only ever masked. */
export function MailchimpSettingsView({ apiKey, serverPrefix, defaultListId }: Props) {
  const { notification } = App.useApp();

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notification.success({ message: 'Copied to clipboard' });
    } catch {
      // No clipboard outside a secure context, or permission refused.
      notification.error({ message: 'Could not copy text' });
    }
  };

  return (
    <Descriptions column={1} bordered size="small" data-testid="mailchimp-settings-view">
      <Descriptions.Item label="API Key">
        <Space>
          <Typography.Text code data-testid="mailchimp-api-key">
            {apiKey}
          </Typography.Text>
          <Button
            size="small"
            icon={<CopyOutlined />}
            aria-label="Copy the API key"
            onClick={() => void copy(apiKey)}
          />
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="Server Prefix">{serverPrefix || '—'}</Descriptions.Item>
      <Descriptions.Item label="Default List ID">
        {defaultListId ? (
          <Space direction="vertical" size={0}>
            <Typography.Text code>{defaultListId}</Typography.Text>
            <Typography.Text type="success" data-testid="mailchimp-list-ok">
              <CheckCircleOutlined /> Newsletter signups join this list.
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="danger" data-testid="mailchimp-list-missing">
            <WarningOutlined /> No default list is set: newsletter signup will not work until a default list is
            configured.
          </Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
