import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';

const ContactPage = lazyPage(() => import('./ContactPage'), 'ContactPage');
const FaqPage = lazyPage(() => import('./FaqPage'), 'FaqPage');
const FinancingPage = lazyPage(() => import('./FinancingPage'), 'FinancingPage');
const PrivacyPage = lazyPage(() => import('./PrivacyPage'), 'PrivacyPage');
const ShippingInfoPage = lazyPage(() => import('./ShippingInfoPage'), 'ShippingInfoPage');
const TermsPage = lazyPage(() => import('./TermsPage'), 'TermsPage');

/**
 * The public information pages, as one fragment of routes for App's layout route (the router reads fragments as
 * their children), so they sit in App.tsx as a single entry.
 */
export const infoRoutes = (
  <>
    <Route path="contact" element={<ContactPage />} />
    <Route path="faq" element={<FaqPage />} />
    <Route path="shipping-info" element={<ShippingInfoPage />} />
    <Route path="financing-options" element={<FinancingPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="privacy" element={<PrivacyPage />} />
  </>
);
