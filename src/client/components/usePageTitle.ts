import { useEffect } from 'react';
import { TITLE_SUFFIX } from '../../shared/constants';

/** Sets the document title to '{page} | Used Book Resale' while the page is shown. */
export function usePageTitle(pageName: string) {
  useEffect(() => {
    document.title = `${pageName}${TITLE_SUFFIX}`;
  }, [pageName]);
}
