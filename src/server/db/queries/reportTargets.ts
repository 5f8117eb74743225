import type { ReportTargetKind } from '../../../shared/schemas/report';
import { reports } from '../schema';

/** The column of reports that names a thing of this kind (one foreign key per kind). */
export const targetOf = (kind: ReportTargetKind) =>
  ({
    listing: reports.listingId,
    review: reports.reviewId,
    conversation: reports.conversationId,
  })[kind];

/** A new report's foreign key to the thing it is about. */
export const targetColumns = (kind: ReportTargetKind, id: string) =>
  ({
    listing: { listingId: id },
    review: { reviewId: id },
    conversation: { conversationId: id },
  })[kind];
