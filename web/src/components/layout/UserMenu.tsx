import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { useLogout } from '../../hooks/useLogout';
import { useSession } from '../../hooks/useSession';

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

  const items: MenuProps['items'] = [
    { key: 'profile', label: <Link to="/account?tab=profile">Profile</Link> },
    { key: 'orders', label: <Link to="/account">Orders</Link> },
    { key: 'wishlist', label: <Link to="/wishlist">Wishlist</Link> },
    // The admin area is a separate app served at /admin, so this is a full page load.
    ...(user.role === 'admin' ? [{ key: 'admin', label: <a href="/admin">Admin Panel</a> }] : []),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', onClick: () => void logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" icon={<UserOutlined />} data-testid="account-menu">
        My Account <DownOutlined />
      </Button>
    </Dropdown>
  );
}
