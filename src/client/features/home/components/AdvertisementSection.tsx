import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT';

type AdvertisementSectionProps = {
  children: ReactNode;
  /** The stand-in while Swiper loads: the same box, hidden from assistive technology. */
  placeholder?: boolean;
};

/**
 * The advertised books' section around the carousel, shared by the carousel and its
 * placeholder so both take exactly the same height (no layout shift when Swiper arrives).
 */
export function AdvertisementSection({ children, placeholder = false }: AdvertisementSectionProps) {
  const t = useT();
  if (placeholder) {
    return (
      <div aria-hidden="true" className="container pt-5 pb-2 advertisement-placeholder">
        <h2 className="section-title">{t('home.advertisedBooks')}</h2>
        {children}
      </div>
    );
  }
  return (
    <section aria-labelledby="advertised-books-heading" className="container pt-5 pb-2">
      <h2 id="advertised-books-heading" className="section-title">
        {t('home.advertisedBooks')}
      </h2>
      {children}
    </section>
  );
}
