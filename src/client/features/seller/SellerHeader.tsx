import type { SellerProfile } from '../../../shared/schemas';
import { SellerRatingBadge } from '../../components/listings/SellerRatingBadge';
import { UserAvatar } from '../../components/UserAvatar';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';

/**
 * Who the seller is (docs/product.md#seller-page): photo, name with the verified mark, when they
 * joined and their rating. Side by side from tablet width, stacked and centred on phones.
 */
export function SellerHeader({ seller }: { seller: SellerProfile }) {
  const t = useT();
  const format = useFormat();
  return (
    <header className="d-flex flex-column flex-sm-row align-items-center gap-3 mb-5 text-center text-sm-start">
      <UserAvatar
        photoURL={seller.img}
        name={t('sellerPage.photo', { name: seller.name })}
        size={96}
      />
      <div>
        <h1 className="h2 mb-1">
          <span lang={contentLanguage(seller.name)}>{seller.name}</span>
          {seller.appVerified && (
            <span className="badge bg-success ms-2 align-middle fs-6">
              {t('labels.verifiedSellerMark')}
            </span>
          )}
        </h1>
        <p className="text-body-secondary mb-1">
          {t('sellerPage.memberSince', { date: format.date(seller.member_since) })}
        </p>
        <SellerRatingBadge rating={seller.rating} />
      </div>
    </header>
  );
}
