import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useLogout } from '../../hooks/useLogout';
import { useSession } from '../../hooks/useSession';
import { MenuButton, type MenuEntry } from '../ui/MenuButton';

export function UserMenu() {
  const { user, loading } = useSession();
  const { logout } = useLogout();

  if (loading) return null;
  if (!user) {
    return (
      <Link to="/auth" className="header-action" data-testid="login-link">
        <UserOutlined /> Login / Register
      </Link>
    );
  }

  const items: MenuEntry[] = [
    { key: 'profile', label: 'Profile', to: '/account?tab=profile' },
    { key: 'orders', label: 'Orders', to: '/account' },
    { key: 'wishlist', label: 'Wishlist', to: '/wishlist' },
    // The admin area is a separate app served at /admin, so this is a full page load.
    ...(user.role === 'admin' ? [{ key: 'admin', label: 'Admin Panel', href: '/admin' }] : []),
    { key: 'divider', divider: true },
    { key: 'logout', label: 'Logout', onSelect: () => void logout() },
  ];

  return <MenuButton label="My Account" icon={<UserOutlined />} items={items} align="end" testId="account-menu" />;
}
