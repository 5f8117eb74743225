import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../appStatus/OfflineBanner';
import { UpdatePrompt } from '../appStatus/UpdatePrompt';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { useT } from '../../i18n/useT';

type RootLayoutProps = {
  /** Content in place of the routed page; the root error screen passes its message. */
  children?: ReactNode;
};

export function RootLayout({ children }: RootLayoutProps) {
  const t = useT();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        {t('header.skipToContent')}
      </a>
      <OfflineBanner />
      <UpdatePrompt />
      <Header />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
