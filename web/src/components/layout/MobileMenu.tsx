import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../ui/Button';

// Most visits never open the menu, so the drawer's code (antd Drawer and Menu) stays out of the first load.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

/** Small-screen menu in a drawer; any navigation closes it. */
export function MobileMenu() {
  const location = useLocation();
  // Open only at the location it was opened at: every navigation gives a new location key, which closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Once opened the drawer stays mounted, so that closing it animates.
  const [everOpened, setEverOpened] = useState(false);
  const open = openAt === location.key;

  return (
    <>
      <Button
        className="mobile-only"
        variant="text"
        icon={<MenuOutlined />}
        aria-label="Open menu"
        data-testid="mobile-menu-button"
        // Fetched as the finger lands, so the drawer is usually in by the time the tap ends.
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setEverOpened(true);
          setOpenAt(location.key);
        }}
      />
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
