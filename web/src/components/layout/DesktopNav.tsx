import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { useCategories } from '../../hooks/useCategories';
import { hireLinks, salesLinks, type NavLink } from './navLinks';

function NavDropdown({ label, links, testId }: { label: string; links: NavLink[]; testId: string }) {
  const items = links.map((link) => ({ key: link.to, label: <Link to={link.to}>{link.label}</Link> }));
  return (
    <Dropdown menu={{ items }} trigger={['hover', 'click']}>
      <Button type="text" data-testid={testId}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** Main navigation for wide screens: Home, Sales, Hire, Contact Us. */
export function DesktopNav() {
  const { topLevel } = useCategories();
  return (
    <nav className="main-nav desktop-only" aria-label="Main">
      <RouterNavLink to="/" end className="main-nav-link">
        Home
      </RouterNavLink>
      <NavDropdown label="Sales" links={salesLinks(topLevel)} testId="nav-sales" />
      <NavDropdown label="Hire" links={hireLinks(topLevel)} testId="nav-hire" />
      <RouterNavLink to="/contact" className="main-nav-link">
        Contact Us
      </RouterNavLink>
    </nav>
  );
}
