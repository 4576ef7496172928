import { NavLink as RouterNavLink } from 'react-router-dom';
import { useCategories } from '../../hooks/useCategories';
import { MenuButton } from '../ui/MenuButton';
import { hireLinks, salesLinks, type NavLink } from './navLinks';

const menuEntries = (links: NavLink[]) => links.map((link) => ({ key: link.to, label: link.label, to: link.to }));

/** Main navigation for wide screens: Home, Sales, Hire, Contact Us. */
export function DesktopNav() {
  const { topLevel } = useCategories();
  return (
    <nav className="main-nav desktop-only" aria-label="Main">
      <RouterNavLink to="/" end className="main-nav-link">
        Home
      </RouterNavLink>
      <MenuButton label="Sales" items={menuEntries(salesLinks(topLevel))} openOnHover testId="nav-sales" />
      <MenuButton label="Hire" items={menuEntries(hireLinks(topLevel))} openOnHover testId="nav-hire" />
      <RouterNavLink to="/contact" className="main-nav-link">
        Contact Us
      </RouterNavLink>
    </nav>
  );
}
