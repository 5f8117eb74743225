import { MEETUP_DEFAULT_DAYS, MEETUP_MAX_DAYS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { HttpError } from '../httpError';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A cash order's meet-up time as proposed: MEETUP_DEFAULT_DAYS from now when none is given,
 * otherwise a time from now up to MEETUP_MAX_DAYS ahead (400 beyond). The server's clock decides.
 */
export function meetupWithinBounds(proposed: string | undefined, now = Date.now()): Date {
  if (proposed === undefined) return new Date(now + MEETUP_DEFAULT_DAYS * DAY_MS);
  const at = new Date(proposed);
  if (!(at.getTime() > now && at.getTime() <= now + MEETUP_MAX_DAYS * DAY_MS)) {
    throw new HttpError(400, SERVER_ERRORS.meetupOutOfRange);
  }
  return at;
}
