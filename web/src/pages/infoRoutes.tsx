import { Route } from 'react-router-dom';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { FinancingPage } from './FinancingPage';
import { PrivacyPage } from './PrivacyPage';
import { ShippingInfoPage } from './ShippingInfoPage';
import { TermsPage } from './TermsPage';

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
