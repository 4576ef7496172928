import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Layout, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ProductsTab } from './features/products/ProductsTab';
import { HireTab } from './features/hire/HireTab';
import { NewsTab } from './features/news/NewsTab';
import { CategoriesTab } from './features/categories/CategoriesTab';
import { OrdersTab } from './features/orders/OrdersTab';
import { QuotesTab } from './features/quotes/QuotesTab';
import { SettingsTab } from './features/settings/SettingsTab';
import { MailchimpTab } from './features/mailchimp/MailchimpTab';
import { PaymentsTab } from './features/payments/PaymentsTab';
import { SignOutEverywhereButton } from './components/SignOutEverywhereButton';

interface DashboardTab {
  key: string;
  label: string;
  render: () => ReactNode;
  /** Unmount while another tab is shown, so each opening starts afresh (e.g. reloads its list). */
  destroyOnHidden?: boolean;
}

/** The spec's eight top-level tabs, in its order, then Payments. */
const TABS: DashboardTab[] = [
  { key: 'products', label: 'Products', render: () => <ProductsTab /> },
  { key: 'hire', label: 'Hire Equipment', render: () => <HireTab /> },
  { key: 'quotes', label: 'Hire Quotes', render: () => <QuotesTab />, destroyOnHidden: true },
  { key: 'news', label: 'News', render: () => <NewsTab /> },
  { key: 'settings', label: 'Settings', render: () => <SettingsTab /> },
  { key: 'categories', label: 'Categories', render: () => <CategoriesTab /> },
  { key: 'orders', label: 'Orders', render: () => <OrdersTab /> },
  { key: 'mailchimp', label: 'Mailchimp', render: () => <MailchimpTab /> },
  { key: 'payments', label: 'Payments', render: () => <PaymentsTab />, destroyOnHidden: true },
];

const DEFAULT_TAB = TABS[0].key;

export function AdminDashboard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab = TABS.some((tab) => tab.key === requested) ? requested! : DEFAULT_TAB;

  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Content style={{ maxWidth: 1280, width: '100%', margin: '0 auto', padding: '24px 16px' }}>
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 }}>
          <div>
            <Typography.Title level={2} style={{ marginBottom: 4 }}>
              Admin Dashboard
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              Manage products, hire equipment, categories, news and more.
            </Typography.Paragraph>
          </div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <SignOutEverywhereButton />
            {/* The shop is a separate app, so leave this one with a full-page link. */}
            <a href="/" data-testid="back-to-shop">
              <ArrowLeftOutlined /> Back to shop
            </a>
          </div>
        </header>
        <Tabs
          data-testid="admin-tabs"
          activeKey={activeTab}
          onChange={(key) => setSearchParams({ tab: key })}
          items={TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: tab.render(),
            destroyOnHidden: tab.destroyOnHidden,
          }))}
        />
      </Layout.Content>
    </Layout>
  );
}
