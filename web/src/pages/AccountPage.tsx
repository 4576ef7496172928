import { useSearchParams } from 'react-router-dom';
import { OrdersTab } from '../components/account/OrdersTab';
import { ProfileTab } from '../components/account/ProfileTab';
import { QuotesTab } from '../components/account/QuotesTab';
import { Tabs } from '../components/ui/Tabs';
import { useSession } from '../hooks/useSession';
import { PageHead } from '../head/PageHead';

const TABS = ['orders', 'quotes', 'profile'] as const;
type AccountTab = (typeof TABS)[number];

function isAccountTab(value: string | null): value is AccountTab {
  return TABS.includes(value as AccountTab);
}

/**
 * Rendered inside RequireAuth, so the session user is present. Drawn without antd (its dialogs load when opened);
 * search engines leave it out.
 */
export function AccountPage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: AccountTab = isAccountTab(requested) ? requested : 'orders';

  if (!user) return null;
  return (
    <div className="container section">
      <PageHead title="My Account" description="Your orders, hire quotes and profile." noindex />
      <h1>My Account</h1>
      <Tabs
        lazy
        activeKey={activeTab}
        onChange={(key) => setSearchParams(key === 'orders' ? {} : { tab: key })}
        items={[
          { key: 'orders', label: 'Orders', children: <OrdersTab /> },
          { key: 'quotes', label: 'Hire Quotes', children: <QuotesTab /> },
          { key: 'profile', label: 'Profile', children: <ProfileTab user={user} /> },
        ]}
      />
    </div>
  );
}
