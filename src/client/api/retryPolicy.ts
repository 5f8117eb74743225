import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { DATA_RETRY_COUNT, DATA_RETRY_MAX_BACKOFF_MS } from '../../shared/constants';

/** First pause before a retry; each further retry doubles it, up to DATA_RETRY_MAX_BACKOFF_MS. */
const RETRY_BASE_DELAY_MS = 500;

/**
 * Only failures that may pass on their own are worth repeating: the network (no answer,
 * time-out) and the server's 5xx. A 4xx is the same answer however often it is asked.
 */
export function isTransientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && status >= 500;
}

/**
 * Retry condition for RTK Query's `retry`. Mutations are never repeated: a POST that reached
 * the server before failing could otherwise place an order or a payment twice.
 */
export function shouldRetry(
  error: unknown,
  _args: unknown,
  { attempt, baseQueryApi }: { attempt: number; baseQueryApi: Pick<BaseQueryApi, 'type'> },
): boolean {
  return baseQueryApi.type === 'query' && attempt <= DATA_RETRY_COUNT && isTransientError(error);
}

/**
 * Exponential back-off with jitter (so many clients do not retry in step), capped at 30 s.
 * `attempt` counts from 1; `random` is injectable so the numbers can be tested.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
  const jittered = exponential * (0.5 + random() / 2);
  return Math.min(DATA_RETRY_MAX_BACKOFF_MS, Math.round(jittered));
}

/** The `backoff` of RTK Query's `retry`: waits, and stops waiting when the request is aborted. */
export function waitBeforeRetry(
  attempt: number,
  _maxRetries: number,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}
