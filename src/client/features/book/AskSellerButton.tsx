import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';

type AskSellerButtonProps = {
  listingId: string;
  /** Signed out: asks them to sign in first (the sign-in page then opens the compose box). */
  onSignIn?: () => void;
};

/**
 * 'Ask the seller' (docs/product.md#messages): a link to the buyer's conversation about the book,
 * or to a compose box when they have not asked yet. The seller of the book is never shown it.
 */
export function AskSellerButton({ listingId, onSignIn }: AskSellerButtonProps) {
  const t = useT();
  if (onSignIn) {
    return (
      <Button size="lg" variant="outline-dark" onClick={onSignIn}>
        {t('book.askSeller')}
      </Button>
    );
  }
  return (
    <Link to={paths.askSeller.getHref(listingId)} className="btn btn-lg btn-outline-dark">
      {t('book.askSeller')}
    </Link>
  );
}
