import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { HeartIcon } from '../../components/listings/HeartIcon';
import { useT } from '../../i18n/useT';

type BookActionButtonsProps = {
  /** Without them (while the buying code or the session loads) the buttons show but wait. */
  onBuy?: () => void;
  onWishlist?: () => void;
  /** The person's open order of this book: 'View your order' stands where 'Buy Now!' would. */
  openOrderId?: string;
  /** 'Ask the seller', for anyone but the book's seller (AskSellerButton). */
  askSeller?: ReactNode;
};

/** 'Buy Now!' (or 'View your order'), the wishlist button and 'Ask the seller' of the book page. */
export function BookActionButtons({
  onBuy,
  onWishlist,
  openOrderId,
  askSeller,
}: BookActionButtonsProps) {
  const t = useT();
  return (
    <div className="d-flex flex-wrap gap-2 book-page__actions">
      {openOrderId ? (
        <Link
          to={paths.order.getHref(openOrderId)}
          className="btn btn-primary btn-lg book-page__buy"
        >
          {t('book.viewYourOrder')}
        </Link>
      ) : (
        <Button size="lg" className="book-page__buy" disabled={!onBuy} onClick={onBuy}>
          {t('labels.buyNow')}
        </Button>
      )}
      <Button
        size="lg"
        variant="outline-primary"
        className="d-inline-flex align-items-center gap-2"
        disabled={!onWishlist}
        onClick={onWishlist}
      >
        <HeartIcon size={20} />
        {t('labels.addToWishlist')}
      </Button>
      {askSeller}
    </div>
  );
}

/** Why 'Buy Now!' waits on a book held for another buyer's cash order. */
export function ReservedNote() {
  const t = useT();
  return <p className="small mt-2 mb-0">{t('book.reservedNote')}</p>;
}
