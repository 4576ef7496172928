import { useQuery } from '@apollo/client';
import { Alert, Tabs } from 'antd';
import { serverMessage } from '@shop/web-common';
import { MAILCHIMP_LISTS } from '../../graphql/notify';
import { MailchimpOverview } from './MailchimpOverview';
import { ListsAndSegments } from './ListsAndSegments';
import { EmailCampaigns } from './EmailCampaigns';

/** The sub-tabs; rendered only once Mailchimp is configured, as until then the lists cannot be asked for. */
export function MailchimpSections({ defaultListId }: { defaultListId: string }) {
  const { data, loading, error } = useQuery(MAILCHIMP_LISTS, { notifyOnNetworkStatusChange: true });
  const lists = data?.mailchimpLists ?? [];

  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Error loading Mailchimp lists"
          description={serverMessage(error)}
          data-testid="mailchimp-lists-error"
        />
      )}
      <Tabs
        data-testid="mailchimp-sections"
        items={[
          { key: 'overview', label: 'Overview', children: <MailchimpOverview lists={lists} loading={loading} /> },
          {
            key: 'lists',
            label: 'Lists & Segments',
            children: <ListsAndSegments lists={lists} defaultListId={defaultListId} />,
          },
          { key: 'campaigns', label: 'Email Campaigns', children: <EmailCampaigns /> },
        ]}
      />
    </>
  );
}
