import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCategories } from '../../hooks/useCategories';
import { hireLinks, salesLinks, type NavLink } from './navLinks';
import { SearchBox } from './SearchBox';

function linkItems(links: NavLink[]): MenuProps['items'] {
  return links.map((link) => ({ key: link.to, label: <Link to={link.to}>{link.label}</Link> }));
}

/** Small-screen menu in a drawer; any navigation closes it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { topLevel } = useCategories();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

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
        onClick={() => setOpen(true)}
      />
      <Drawer title="Menu" placement="left" open={open} onClose={() => setOpen(false)}>
        <nav aria-label="Mobile" data-testid="mobile-menu">
          <SearchBox testId="mobile-search" />
          <Menu mode="inline" items={items} selectable={false} style={{ borderInlineEnd: 'none', marginTop: 16 }} />
        </nav>
      </Drawer>
    </>
  );
}
