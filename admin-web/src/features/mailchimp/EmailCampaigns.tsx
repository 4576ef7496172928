import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';

/** Campaigns are written and sent in Mailchimp itself for now. */
export function EmailCampaigns() {
  return (
    <Result
      status="info"
      title="Coming Soon"
      subTitle="This feature is coming soon. Create and send campaigns in Mailchimp."
      extra={
        <Button href="https://mailchimp.com" target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
          Open Mailchimp
        </Button>
      }
    />
  );
}
