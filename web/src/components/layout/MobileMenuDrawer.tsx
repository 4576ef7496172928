import { Drawer, Menu, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { AntdTheme } from '../../AntdTheme';
import { useCategories } from '../../hooks/useCategories';
import { hireLinks, salesLinks, type NavLink } from './navLinks';
import { SearchBox } from './SearchBox';

function linkItems(links: NavLink[]): MenuProps['items'] {
  return links.map((link) => ({ key: link.to, label: <Link to={link.to}>{link.label}</Link> }));
}

/** The small-screen menu's drawer: its own chunk, loaded when the menu is first opened. */
export function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { topLevel } = useCategories();
  const items: MenuProps['items'] = [
    { key: '/', label: <Link to="/">Home</Link> },
    { key: 'sales', label: 'Sales', children: linkItems(salesLinks(topLevel)) },
    { key: 'hire', label: 'Hire', children: linkItems(hireLinks(topLevel)) },
    { key: '/contact', label: <Link to="/contact">Contact Us</Link> },
  ];
  return (
    <AntdTheme>
      <Drawer title="Menu" placement="left" open={open} onClose={onClose}>
        <nav aria-label="Mobile" data-testid="mobile-menu">
          <SearchBox testId="mobile-search" />
          <Menu mode="inline" items={items} selectable={false} style={{ borderInlineEnd: 'none', marginTop: 16 }} />
        </nav>
      </Drawer>
    </AntdTheme>
  );
}
