import { HeartOutlined, MailOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { BUSINESS } from '../../business';
import { useCart } from '../../cart/CartContext';
import { HireBasketDropdown } from '../hire/HireBasketDropdown';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { CountBadge } from '../ui/CountBadge';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <span>Professional audio, lighting and DJ equipment: sales and hire</span>
        <Link to="/contact" data-testid="top-bar-contact">
          <MailOutlined /> Contact us
        </Link>
      </div>
    </div>
  );
}

function BasketLink() {
  const { itemCount: count } = useCart();
  return (
    <Link to="/cart" className="header-action" aria-label={`Basket, ${count} items`} data-testid="basket-link">
      <CountBadge count={count} testId="basket-count">
        <ShoppingCartOutlined className="header-icon" />
      </CountBadge>
      <span className="desktop-only">Basket</span>
    </Link>
  );
}

export function Header() {
  return (
    <header className="site-header">
      <TopBar />
      <div className="container header-main">
        <MobileMenu />
        <Link to="/" className="brand" aria-label={`${BUSINESS.name} home`}>
          <Logo className="brand-logo" testId="header-logo" />
        </Link>
        <div className="header-search desktop-only">
          <SearchBox testId="header-search" />
        </div>
        <div className="header-actions">
          <UserMenu />
          <Link to="/wishlist" className="header-action" aria-label="Wishlist" data-testid="wishlist-link">
            <HeartOutlined className="header-icon" />
            <span className="desktop-only">Wishlist</span>
          </Link>
          <BasketLink />
          <HireBasketDropdown />
        </div>
      </div>
      <div className="container">
        <DesktopNav />
      </div>
    </header>
  );
}
