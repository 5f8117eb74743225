import { useId } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import type { Report } from '../../../shared/schemas';
import { BookImage } from '../../components/BookImage';
import type { MessageKey } from '../../i18n/catalogShape';
import { contentLanguage } from '../../i18n/contentLanguage';
import { useFormat, useT } from '../../i18n/useT';
import { ReportedThing } from './ReportedThing';

const KIND: Record<Report['kind'], MessageKey> = {
  listing: 'moderation.kindListing',
  review: 'moderation.kindReview',
  conversation: 'moderation.kindConversation',
};

type ReportCardProps = {
  report: Report;
  /** 'Resolve…' on an open report; a resolved one shows its outcome instead. */
  onResolve?: (report: Report) => void;
};

/** One report as the admin reviews it: what, who reported it and why, and the thing itself. */
export function ReportCard({ report, onResolve }: ReportCardProps) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const { title, reporter, resolution } = report;
  const when = (iso: string) => `${format.date(iso)} ${format.time(iso)}`;
  const others = report.open_about_target - 1;

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex gap-3 align-items-center">
          {report.img && (
            <BookImage src={report.img} alt="" width={40} height={54} className="rounded" />
          )}
          <div className="min-w-0">
            <Badge bg="secondary" className="mb-1">
              {t(KIND[report.kind])}
            </Badge>
            <h3 id={headingId} className="h6 mb-0 text-break" lang={contentLanguage(title)}>
              {t('moderation.aboutBook', { title })}
            </h3>
          </div>
        </div>
        <p className="mb-0 small">
          {t('moderation.reportedBy', {
            name: reporter.name,
            email: reporter.email,
            date: when(report.created_at),
          })}
        </p>
        <p className="mb-0">
          <span className="text-body-secondary">{t('moderation.reason')}: </span>
          {report.reason ? (
            <span lang={contentLanguage(report.reason)}>{report.reason}</span>
          ) : (
            <span className="fst-italic">{t('moderation.noReason')}</span>
          )}
        </p>
        {!resolution && others > 0 && (
          <p className="mb-0 small text-body-secondary">
            {t('moderation.moreReports', { count: others })}
          </p>
        )}
        <ReportedThing report={report} />
        {resolution ? (
          <p className="mb-0 small border-top pt-2">
            {t('moderation.resolution', {
              date: when(resolution.resolved_at),
              outcome: t(
                resolution.outcome === 'removed'
                  ? 'moderation.outcomeRemoved'
                  : 'moderation.outcomeNoAction',
              ),
              note: resolution.note,
            })}
          </p>
        ) : (
          onResolve && (
            <div className="border-top pt-2">
              <Button
                variant="primary"
                size="sm"
                onClick={() => onResolve(report)}
                aria-label={t('moderation.resolveLabel', { title })}
              >
                {t('moderation.resolve')}
              </Button>
            </div>
          )
        )}
      </Card.Body>
    </Card>
  );
}
