import { Route, Routes } from 'react-router-dom';
import { CartProvider } from './cart/CartProvider';
import { RequireAuth } from './components/RequireAuth';
import { AppLayout } from './components/layout/AppLayout';
import { HireBasketProvider } from './hire/HireBasketProvider';
import { infoRoutes } from './pages/infoRoutes';
import { lazyPage } from './pages/lazyPage';

// Every page has its own chunk; the server lists the chunks of the page it rendered, so they load beside the app's.
const AntdPages = lazyPage(() => import('./pages/AntdPages'), 'AntdPages');
const AccountPage = lazyPage(() => import('./pages/AccountPage'), 'AccountPage');
const AuthPage = lazyPage(() => import('./pages/AuthPage'), 'AuthPage');
const CartPage = lazyPage(() => import('./pages/CartPage'), 'CartPage');
const CheckoutPage = lazyPage(() => import('./pages/CheckoutPage'), 'CheckoutPage');
const DealsPage = lazyPage(() => import('./pages/DealsPage'), 'DealsPage');
const HireBasketPage = lazyPage(() => import('./pages/HireBasketPage'), 'HireBasketPage');
const HireCategoryPage = lazyPage(() => import('./pages/HireCategoryPage'), 'HireCategoryPage');
const HireLandingPage = lazyPage(() => import('./pages/HireLandingPage'), 'HireLandingPage');
const HireProductPage = lazyPage(() => import('./pages/HireProductPage'), 'HireProductPage');
const HireQuotePage = lazyPage(() => import('./pages/HireQuotePage'), 'HireQuotePage');
const HireQuoteAcceptPage = lazyPage(() => import('./pages/HireQuoteAcceptPage'), 'HireQuoteAcceptPage');
const HomePage = lazyPage(() => import('./pages/HomePage'), 'HomePage');
const LegacyCategoryRedirect = lazyPage(() => import('./pages/LegacyCategoryRedirect'), 'LegacyCategoryRedirect');
const LegacyProductRedirect = lazyPage(() => import('./pages/LegacyProductRedirect'), 'LegacyProductRedirect');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const OrderDetailPage = lazyPage(() => import('./pages/OrderDetailPage'), 'OrderDetailPage');
const ProductPage = lazyPage(() => import('./pages/ProductPage'), 'ProductPage');
const SalesCategoryPage = lazyPage(() => import('./pages/SalesCategoryPage'), 'SalesCategoryPage');
const SalesLandingPage = lazyPage(() => import('./pages/SalesLandingPage'), 'SalesLandingPage');
const SearchPage = lazyPage(() => import('./pages/SearchPage'), 'SearchPage');
const WishlistPage = lazyPage(() => import('./pages/WishlistPage'), 'WishlistPage');

export function App() {
  return (
    // The baskets live above the routes: the header and every page share them.
    <CartProvider>
      <HireBasketProvider>
        <Routes>
          <Route element={<AppLayout />}>
            {/* Drawn in plain markup, so a first visit to them loads no antd code: the pages a visit lands on, and the
                pages a purchase or a hire goes through. */}
            <Route index element={<HomePage />} />
            <Route path="sales/category/:slug" element={<SalesCategoryPage />} />
            <Route path="sales/deals" element={<DealsPage />} />
            <Route path="product/:slug" element={<ProductPage />} />
            <Route path="products/:slug" element={<LegacyProductRedirect />} />
            <Route path="category/:slug" element={<LegacyCategoryRedirect />} />
            <Route path="hire" element={<HireLandingPage />} />
            <Route path="cart" element={<CartPage />} />
            <Route
              path="checkout"
              element={
                <RequireAuth>
                  <CheckoutPage />
                </RequireAuth>
              }
            />
            <Route
              path="account"
              element={
                <RequireAuth>
                  <AccountPage />
                </RequireAuth>
              }
            />
            <Route path="hire/quote" element={<HireQuotePage />} />
            <Route path="hire/quotes/:id" element={<HireQuoteAcceptPage />} />
            <Route element={<AntdPages />}>
              <Route path="auth" element={<AuthPage />} />
              <Route
                path="account/orders/:id"
                element={
                  <RequireAuth>
                    <OrderDetailPage />
                  </RequireAuth>
                }
              />
              {/* The wishlist page prompts signed-out visitors itself instead of redirecting. */}
              <Route path="wishlist" element={<WishlistPage />} />
              <Route path="sales" element={<SalesLandingPage />} />
              <Route path="sales/search" element={<SearchPage />} />
              <Route path="hire/category/:slug" element={<HireCategoryPage />} />
              <Route path="hire/:slug" element={<HireProductPage />} />
              <Route path="hire-basket" element={<HireBasketPage />} />
              {/* Information pages: contact, FAQ, shipping, financing, terms and privacy. */}
              {infoRoutes}
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </HireBasketProvider>
    </CartProvider>
  );
}
