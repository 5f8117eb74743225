import { CLIENT_ERRORS, PAGE_NAMES } from '../../../shared/messages';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * Dashboard sections whose pages come with the selling and buying releases. Their routes and
 * guards exist now, so links and role checks work end to end; this says so plainly.
 */
export function PendingSectionPage({ title }: { title: string }) {
  usePageTitle(PAGE_NAMES.dashboard);
  return (
    <section>
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">{CLIENT_ERRORS.pageSectionPending}</p>
    </section>
  );
}
