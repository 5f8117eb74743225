import { request } from 'node:http';
import { API, API_PREFIX } from '../../src/shared/apiPaths';

/** How long a visitor waits for a page before giving up (and the check calls it not served). */
const GIVE_UP_MS = 10_000;

export interface Visit {
  /** Both answers, in ms; undefined when one did not come. */
  ms: number | undefined;
  /** '200 + 200', or what went wrong. */
  outcome: string;
}

/** One GET on a connection of its own (no keep-alive: a new visitor has none yet). */
function getOnce(url: string, accept: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, headers: { accept } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    sent.setTimeout(GIVE_UP_MS, () => sent.destroy(new Error(`no answer in ${GIVE_UP_MS} ms`)));
    sent.once('error', reject);
    sent.end();
  });
}

/**
 * A new visitor from 127.0.0.1: the home page, then the list of categories the page asks for,
 * each on a fresh connection. Answers the time of both together.
 */
export async function visit(baseUrl: string): Promise<Visit> {
  const started = performance.now();
  try {
    const page = await getOnce(`${baseUrl}/`, 'text/html');
    const list = await getOnce(
      `${baseUrl}${API_PREFIX}${API.categories.url()}`,
      'application/json',
    );
    const ms = performance.now() - started;
    const served = page === 200 && list === 200;
    return { ms: served ? ms : undefined, outcome: `${page} + ${list}` };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ms: undefined, outcome: code ?? (error as Error).message };
  }
}

/** 'home page + list in 35 ms', or what the visitor got instead. */
export const describeVisit = (visit: Visit) =>
  visit.ms === undefined
    ? `visitor not served (${visit.outcome})`
    : `visitor's home page + list in ${Math.round(visit.ms)} ms`;

/** The goal every check holds a visitor to while the abuse goes on. */
export const VISITOR_GOAL_MS = 2000;

export const visitorServed = (visit: Visit) =>
  visit.ms !== undefined && visit.ms <= VISITOR_GOAL_MS;
