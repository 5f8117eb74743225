import { Suspense, useState } from 'react';
import type { ReportTargetKind } from '../../../shared/schemas';
import { lazyOrNothing } from '../lazyOrNothing';
import { loadReportDialog } from './loadReportDialog';
import type { ReportTarget } from './ReportDialog';

const ReportDialog = lazyOrNothing('The report form', loadReportDialog);

/**
 * 'Report' for a page (the book page, a seller's reviews, a conversation): `report` opens the
 * form about one thing; the page renders `reportDialog` once. The form's code comes with the
 * first 'Report'.
 */
export function useReportDialog() {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [openedOnce, setOpenedOnce] = useState(false);
  const report = (kind: ReportTargetKind, id: string) => {
    setOpenedOnce(true);
    setTarget({ kind, id });
  };
  // Kept once opened, so the dialog can fade out after closing.
  const reportDialog = openedOnce && (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={() => setTarget(null)} />
    </Suspense>
  );
  return { report, reportDialog };
}
