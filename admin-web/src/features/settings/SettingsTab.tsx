import { useQuery } from '@apollo/client';
import { Alert, Skeleton, Typography } from 'antd';
import { serverMessage } from '@shop/web-common';
import { EMAIL_SETTINGS } from '../../graphql/notify';
import { EmailSettingsForm } from './EmailSettingsForm';
import { EmailLogPanel } from './EmailLogPanel';
import { HireCalendarFeedCard } from './HireCalendarFeedCard';
import { HireSettingsCard } from './HireSettingsCard';
import { OrderSettingsCard } from './OrderSettingsCard';
import { PaymentSettingsCard } from './PaymentSettingsCard';

/** Email notification settings, and below them what was sent with them. */
export function SettingsTab() {
  const { data, loading, error } = useQuery(EMAIL_SETTINGS);

  return (
    <section data-testid="settings-tab">
      <Typography.Title level={3}>Settings</Typography.Title>
      <Typography.Paragraph type="secondary">
        The mail server the shop sends through, which emails customers get, what those emails say, when large orders may
        be paid by bank transfer, the Stripe account payments are taken with, how hires are priced and reminded of, and
        the hire desk&apos;s calendar.
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 24 }}
          message="Error loading email settings"
          description={serverMessage(error)}
          data-testid="email-settings-error"
        />
      ) : loading || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <EmailSettingsForm state={data.emailSettings} />
      )}
      <OrderSettingsCard />
      <PaymentSettingsCard />
      <HireSettingsCard />
      <HireCalendarFeedCard />
      <EmailLogPanel />
    </section>
  );
}
