import { DashboardSection } from '../../components/layout/DashboardSection';
import { useT } from '../../i18n/useT';
import { ApprovalQueue } from './ApprovalQueue';
import { ReportQueue } from './ReportQueue';

/**
 * /dashboard/reports, the admin's (docs/product.md#reports): the books a new seller's first
 * posts left waiting for approval, then the queue of reported books, reviews and conversations.
 */
export function ReportsPage() {
  const t = useT();
  return (
    <DashboardSection title={t('pages.reports')}>
      <ApprovalQueue />
      <ReportQueue />
    </DashboardSection>
  );
}
