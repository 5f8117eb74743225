import { Button } from 'react-bootstrap';
import type { Listing } from '../../../shared/schemas';
import { useAppSelector } from '../../app/hooks';
import { useReportDialog } from '../../components/reporting/useReportDialog';
import { useT } from '../../i18n/useT';
import { selectAuthEmail } from '../../session/authSlice';

/**
 * 'Report this book' (docs/product.md#reports): anyone signed in but its seller tells the admin
 * what is wrong with it (spam, a fake, a price that is a trick). The form comes on the first click.
 */
export function ReportBookButton({ listing }: { listing: Listing }) {
  const t = useT();
  const email = useAppSelector(selectAuthEmail);
  const { report, reportDialog } = useReportDialog();
  if (!email || email === listing.seller_email) return null;
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="text-danger px-0 mt-2"
        onClick={() => report('listing', listing._id)}
      >
        {t('book.report')}
      </Button>
      {reportDialog}
    </>
  );
}
