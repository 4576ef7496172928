import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCategories } from '../../hooks/useCategories';
import { hireLinks, salesLinks, type NavLink } from './navLinks';
import { SearchBox } from './SearchBox';

function linkItems(links: NavLink[]): MenuProps['items'] {
  return links.map((link) => ({ key: link.to, label: <Link to={link.to}>{link.label}</Link> }));
}

/** Small-screen menu in a drawer; any navigation closes it. */
export function MobileMenu() {
  const location = useLocation();
  // Open only at the location it was opened at: every navigation gives a new location key, which closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const { topLevel } = useCategories();

  const items: MenuProps['items'] = [
    { key: '/', label: <Link to="/">Home</Link> },
    { key: 'sales', label: 'Sales', children: linkItems(salesLinks(topLevel)) },
    { key: 'hire', label: 'Hire', children: linkItems(hireLinks(topLevel)) },
    { key: '/contact', label: <Link to="/contact">Contact Us</Link> },
  ];

  return (
    <>
      <Button
        className="mobile-only"
        type="text"
        icon={<MenuOutlined />}
        aria-label="Open menu"
        data-testid="mobile-menu-button"
        onClick={() => setOpenAt(location.key)}
      />
      <Drawer title="Menu" placement="left" open={open} onClose={() => setOpenAt(null)}>
        <nav aria-label="Mobile" data-testid="mobile-menu">
          <SearchBox testId="mobile-search" />
          <Menu mode="inline" items={items} selectable={false} style={{ borderInlineEnd: 'none', marginTop: 16 }} />
        </nav>
      </Drawer>
    </>
  );
}
