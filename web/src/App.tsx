import { Route, Routes } from 'react-router-dom';
import { CartProvider } from './cart/CartProvider';
import { RequireAuth } from './components/RequireAuth';
import { AppLayout } from './components/layout/AppLayout';
import { HireBasketProvider } from './hire/HireBasketProvider';
import { AccountPage } from './pages/AccountPage';
import { AuthPage } from './pages/AuthPage';
import { CartPage } from './pages/CartPage';
import { CheckoutPage } from './pages/CheckoutPage';
import { DealsPage } from './pages/DealsPage';
import { HireBasketPage } from './pages/HireBasketPage';
import { HireCategoryPage } from './pages/HireCategoryPage';
import { HireLandingPage } from './pages/HireLandingPage';
import { HireProductPage } from './pages/HireProductPage';
import { HireQuotePage } from './pages/HireQuotePage';
import { HomePage } from './pages/HomePage';
import { infoRoutes } from './pages/infoRoutes';
import { LegacyCategoryRedirect } from './pages/LegacyCategoryRedirect';
import { LegacyProductRedirect } from './pages/LegacyProductRedirect';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrderDetailPage } from './pages/OrderDetailPage';
import { ProductPage } from './pages/ProductPage';
import { SalesCategoryPage } from './pages/SalesCategoryPage';
import { SalesLandingPage } from './pages/SalesLandingPage';
import { SearchPage } from './pages/SearchPage';
import { WishlistPage } from './pages/WishlistPage';

export function App() {
  return (
    // The baskets live above the routes: the header and every page share them.
    <CartProvider>
      <HireBasketProvider>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            <Route path="auth" element={<AuthPage />} />
            <Route
              path="account"
              element={
                <RequireAuth>
                  <AccountPage />
                </RequireAuth>
              }
            />
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
            <Route path="cart" element={<CartPage />} />
            <Route
              path="checkout"
              element={
                <RequireAuth>
                  <CheckoutPage />
                </RequireAuth>
              }
            />
            <Route path="sales" element={<SalesLandingPage />} />
            <Route path="sales/category/:slug" element={<SalesCategoryPage />} />
            <Route path="sales/search" element={<SearchPage />} />
            <Route path="sales/deals" element={<DealsPage />} />
            <Route path="product/:slug" element={<ProductPage />} />
            <Route path="products/:slug" element={<LegacyProductRedirect />} />
            <Route path="category/:slug" element={<LegacyCategoryRedirect />} />
            <Route path="hire" element={<HireLandingPage />} />
            <Route path="hire/category/:slug" element={<HireCategoryPage />} />
            <Route path="hire/quote" element={<HireQuotePage />} />
            <Route path="hire/:slug" element={<HireProductPage />} />
            <Route path="hire-basket" element={<HireBasketPage />} />
            {/* Information pages: contact, FAQ, shipping, financing, terms and privacy. */}
            {infoRoutes}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </HireBasketProvider>
    </CartProvider>
  );
}
