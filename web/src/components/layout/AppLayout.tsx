import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HydratesApart } from '../HydratesApart';
import { Loading } from '../Loading';
import { useInAppLinks } from '../../hooks/useInAppLinks';
import { useScrollToTopOnNavigate } from '../../hooks/useScrollToTopOnNavigate';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydratedMark } from './HydratedMark';

export function AppLayout() {
  useInAppLinks();
  useScrollToTopOnNavigate();
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main">
        {/* Pages load their own chunk on first visit. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
          {/* Inside the page's boundary, which hydrates after the layout. */}
          <HydratedMark />
        </Suspense>
      </main>
      {/* Below the first screen: hydrated after the page. */}
      <HydratesApart>
        <Footer />
      </HydratesApart>
    </div>
  );
}
