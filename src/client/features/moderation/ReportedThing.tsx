import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Report } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { ReviewStars } from '../../components/listings/ReviewStars';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useT } from '../../i18n/useT';
import { PersonLine } from './PersonLine';
import { ReportedMessages } from './ReportedMessages';

/**
 * What a report is about, as it is now: the book and its seller with a link to its page; the
 * review's stars and words, its writer and the seller's page; a conversation's two people with
 * the switch to stop either, and its messages on demand. A thing that is gone says so.
 */
export function ReportedThing({ report }: { report: Report }) {
  const t = useT();
  const [reading, setReading] = useState(false);
  const { reported, target_id: targetId } = report;
  if (targetId === null) return <p className="mb-0 fst-italic">{t('moderation.gone')}</p>;

  if (report.kind === 'conversation') {
    return (
      <>
        <PersonLine role={t('moderation.reporter')} person={report.reporter} />
        {reported && <PersonLine role={t('moderation.reportedPerson')} person={reported} />}
        <div>
          <Button variant="outline-primary" size="sm" onClick={() => setReading(!reading)}>
            {reading ? t('moderation.hideMessages') : t('moderation.readMessages')}
          </Button>
        </div>
        {reading && <ReportedMessages conversationId={targetId} />}
      </>
    );
  }
  if (report.kind === 'review') {
    const review = report.review;
    return (
      <>
        {review && (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <ReviewStars
              rating={review.rating}
              description={t('moderation.stars', { rating: review.rating })}
            />
            {review.comment ? (
              <q lang={contentLanguage(review.comment)}>{review.comment}</q>
            ) : (
              <span className="fst-italic">{t('moderation.noComment')}</span>
            )}
          </div>
        )}
        {reported && <Who label={t('moderation.writer')} person={reported} />}
        {report.seller_id && (
          <Link to={paths.sellerPage.getHref(report.seller_id)}>
            {t('moderation.seeSellerPage')}
          </Link>
        )}
      </>
    );
  }
  return (
    <>
      {reported && <Who label={t('moderation.seller')} person={reported} />}
      {report.listing_id && (
        <Link to={paths.book.getHref(report.listing_id)}>{t('moderation.seeBook')}</Link>
      )}
    </>
  );
}

function Who({ label, person }: { label: string; person: NonNullable<Report['reported']> }) {
  return (
    <p className="mb-0">
      <span className="text-body-secondary">{label}: </span>
      <strong lang={contentLanguage(person.name)}>{person.name}</strong>{' '}
      <span className="text-body-secondary text-break">{person.email}</span>
    </p>
  );
}
