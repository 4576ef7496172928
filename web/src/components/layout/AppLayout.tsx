import { Outlet } from 'react-router-dom';
import { useInAppLinks } from '../../hooks/useInAppLinks';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout() {
  useInAppLinks();
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
