import '../../styles/bootstrapOffcanvas.scss';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/useT';
import type { FiltersPanelProps } from './FiltersOffcanvas';

/**
 * What react-bootstrap's responsive Offcanvas renders while closed: the panel inline from `lg` up
 * (Bootstrap's `offcanvas-lg` styles), hidden on phones. Its header only shows in the dialog.
 */
function InlineFilters({ id, children }: FiltersPanelProps) {
  const t = useT();
  return (
    <div id={id} className="offcanvas-lg offcanvas-start" aria-label={t('search.filters')}>
      <div className="offcanvas-body flex-column">{children}</div>
    </div>
  );
}

// The Offcanvas (a dialog's focus trap, scroll lock and fade, ~7 KB gzip) comes with the first
// 'Filters' on a phone: laptops show the panel inline and never need it. If its chunk cannot be
// fetched, the inline panel stays, as before the tap.
const FiltersOffcanvas = lazy(() =>
  import(/* webpackChunkName: "search-offcanvas" */ './FiltersOffcanvas').then(
    (module) => ({ default: module.FiltersOffcanvas }),
    (error: unknown) => {
      console.error('The filters panel could not be loaded', error);
      return { default: InlineFilters };
    },
  ),
);

/** The search page's filters: inline on laptops, a side panel behind 'Filters' on phones. */
export function SearchFilters(props: FiltersPanelProps) {
  // Kept once opened, so the panel can slide out after closing.
  const [openedOnce, setOpenedOnce] = useState(false);
  if (props.show && !openedOnce) setOpenedOnce(true);
  if (!openedOnce && !props.show) return <InlineFilters {...props} />;
  return (
    <Suspense fallback={<InlineFilters {...props} />}>
      <FiltersOffcanvas {...props} />
    </Suspense>
  );
}
