import { EventSource, type EventSourceFetchInit } from 'eventsource';
import { MESSAGING_API } from '../../shared/apiPaths/messagingPaths';
import { API_PREFIX } from '../../shared/apiPaths/prefix';
import { LIVE_SUPERSEDED_TYPE, LiveEventSchema } from '../../shared/schemas/liveEvents';
import { apiSlice } from '../api/apiSlice';
import { freshAccessToken, renewedAccessToken } from '../api/authorizedBaseQuery';
import { staleTagsOf } from './liveEventTags';

type Dispatch = (action: ReturnType<typeof apiSlice.util.invalidateTags>) => unknown;

/** The longest wait before connecting again after the server refused the stream (a 5xx). */
const MAX_RETRY_MS = 30_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The signed-in person's live events (GET /events, docs/product.md#live-events), until `stop`.
 *
 * A dropped stream (server restart, network change) is reconnected by the `eventsource` package
 * itself, with `Last-Event-ID`, and the server replays what was missed. A refused connection ends
 * an EventSource for good, so this opens a new one: on 401 once with a renewed access token, on
 * other errors (and when the renewal fails) after a growing pause; 204 means the server offers no
 * stream (stop). The last id is kept here across EventSources, and an id already seen is skipped,
 * so a catch-up never applies an event twice. A stream the server closed because the person has
 * more pages open than it keeps streams for (`superseded`: this one was the oldest) is opened again
 * only the next time the page is shown: at once, it would close the next oldest, and so on round
 * the person's pages.
 */
export function startLiveUpdates(dispatch: Dispatch): () => void {
  let source: EventSource | null = null;
  let lastId = 0;
  let renewedAfterRefusal = false;
  let retryMs = 1_000;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const url = `${window.location.origin}${API_PREFIX}${MESSAGING_API.liveEvents.url()}`;

  // The browser's EventSource sends no Authorization header; this fetch adds the access token,
  // and the last id a previous EventSource got (a new one starts without it).
  const fetchWithToken = async (input: string | URL, init: EventSourceFetchInit) => {
    const token = await freshAccessToken();
    const headers: Record<string, string> = { ...init.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastId > 0) headers['Last-Event-ID'] ??= String(lastId);
    return fetch(input, { ...init, headers });
  };

  const connect = () => {
    if (stopped) return;
    const opened = new EventSource(url, { fetch: fetchWithToken });
    source = opened;
    opened.onopen = () => {
      renewedAfterRefusal = false;
      retryMs = 1_000;
    };
    opened.onmessage = (message) => {
      // An event this client does not know (a newer server's) is skipped, not an error.
      const event = LiveEventSchema.safeParse(parseJson(String(message.data)));
      const id = Number(message.lastEventId);
      // A reset always counts, and its id replaces ours: the server sends one when our id is
      // beyond its newest (a database started afresh), where every later id is smaller.
      const isReset = event.success && event.data.kind === 'reset';
      if (Number.isSafeInteger(id) && id > 0) {
        if (id <= lastId && !isReset) return;
        lastId = id;
      }
      if (event.success) dispatch(apiSlice.util.invalidateTags(staleTagsOf(event.data)));
    };
    opened.addEventListener(LIVE_SUPERSEDED_TYPE, () => {
      opened.close();
      document.addEventListener('visibilitychange', connectWhenShown);
    });
    opened.onerror = (error) => {
      // Still trying (a dropped stream the package reconnects), or closed by `stop`.
      if (opened.readyState !== EventSource.CLOSED || stopped) return;
      if (error.code === 204) return;
      if (error.code === 401) {
        if (renewedAfterRefusal) return;
        renewedAfterRefusal = true;
        // A renewal that fails (Firebase cannot refresh its ID token offline, POST /jwt cannot
        // be reached) is no refusal: the stream is opened again later, which asks for a token
        // again. Left alone, the person would get nothing live until a reload.
        renewedAccessToken().then(
          (token) => (token ? connect() : connectLater()),
          () => connectLater(),
        );
        return;
      }
      connectLater();
    };
  };

  const connectWhenShown = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', connectWhenShown);
    connect();
  };

  const connectLater = () => {
    if (stopped) return;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    document.removeEventListener('visibilitychange', connectWhenShown);
    source?.close();
  };
}
