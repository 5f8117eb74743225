import { twinOf } from './routeKeys';

/**
 * Routes whose allowed answer is a stream that stays open (GET /events, Server-Sent Events).
 * `inject` waits for the end of a response, so the authorization matrix and the hostile-input
 * suite must not call them as an allowed caller: the matrix checks only their refusals (no,
 * malformed and expired tokens), the hostile suite only input refused before a stream starts,
 * and the streams themselves are tested over real HTTP (src/server/live/liveEvents.test.ts).
 */
export const STREAMING_ROUTES: readonly string[] = ['GET /api/events'];

export const isStreamingRoute = (key: string): boolean => STREAMING_ROUTES.includes(twinOf(key));
