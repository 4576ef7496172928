import { useQuery } from '@apollo/client';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { serverMessage } from '@shop/web-common';
import { MAILCHIMP_SETTINGS } from '../../graphql/notify';
import { ConnectionStatusCard } from './ConnectionStatusCard';
import { MailchimpSettingsCard } from './MailchimpSettingsCard';
import { MailchimpSections } from './MailchimpSections';
import { useMailchimpRefresh } from './useMailchimpRefresh';

/** The newsletter service: connection, settings, and (once configured) its lists, subscribers and segments. */
export function MailchimpTab() {
  const { data, loading, error } = useQuery(MAILCHIMP_SETTINGS);
  const { refresh, refreshing } = useMailchimpRefresh();
  const settings = data?.mailchimpSettings.settings;

  return (
    <section data-testid="mailchimp-tab">
      <Space style={{ width: '100%', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography.Title level={3}>Mailchimp Integration</Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          loading={refreshing}
          onClick={() => void refresh()}
          data-testid="mailchimp-refresh"
        >
          Refresh
        </Button>
      </Space>
      <ConnectionStatusCard />
      {error ? (
        <Alert
          type="error"
          showIcon
          message="Error loading Mailchimp settings"
          description={serverMessage(error)}
          data-testid="mailchimp-settings-error"
        />
      ) : loading || !settings ? (
        <Skeleton active />
      ) : (
        <>
          <MailchimpSettingsCard settings={settings} onSaved={() => void refresh()} />
          {settings.configured ? (
            <MailchimpSections defaultListId={settings.defaultListId} />
          ) : (
            <Typography.Paragraph type="secondary" data-testid="mailchimp-not-configured">
              Save an API key and a default list to see your audiences, subscribers, segments and tags here.
            </Typography.Paragraph>
          )}
        </>
      )}
    </section>
  );
}
