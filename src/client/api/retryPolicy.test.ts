import type * as RetryPolicy from './retryPolicy';

// setupTests.ts stubs the pause for every other test; here the real one is under test.
const { isTransientError, retryDelayMs, shouldRetry, waitBeforeRetry } =
  jest.requireActual<typeof RetryPolicy>('./retryPolicy');

describe('retry policy', () => {
  const query = { type: 'query' as const };

  it('retries network failures and 5xx answers of queries, up to 3 times', () => {
    expect(
      shouldRetry({ status: 'FETCH_ERROR', error: 'offline' }, undefined, {
        attempt: 1,
        baseQueryApi: query,
      }),
    ).toBe(true);
    expect(
      shouldRetry({ status: 503, data: null }, undefined, { attempt: 3, baseQueryApi: query }),
    ).toBe(true);
    expect(
      shouldRetry({ status: 503, data: null }, undefined, { attempt: 4, baseQueryApi: query }),
    ).toBe(false);
  });

  it('never retries a 4xx answer or a mutation', () => {
    expect(isTransientError({ status: 404, data: null })).toBe(false);
    expect(isTransientError({ status: 'PARSING_ERROR', data: '' })).toBe(false);
    expect(
      shouldRetry({ status: 500, data: null }, undefined, {
        attempt: 1,
        baseQueryApi: { type: 'mutation' },
      }),
    ).toBe(false);
  });

  it('doubles the pause on each attempt, with jitter, and never waits more than 30 s', () => {
    const noJitter = () => 1;
    expect(retryDelayMs(1, noJitter)).toBe(500);
    expect(retryDelayMs(2, noJitter)).toBe(1000);
    expect(retryDelayMs(3, noJitter)).toBe(2000);
    expect(retryDelayMs(3, () => 0)).toBe(1000);
    expect(retryDelayMs(20, noJitter)).toBe(30_000);
  });

  it('waits the delay, and stops waiting when the request is aborted', async () => {
    jest.useFakeTimers();
    try {
      const settled = jest.fn();
      void waitBeforeRetry(1, 3).then(settled);
      // The first pause is 250 to 500 ms, depending on the jitter.
      await jest.advanceTimersByTimeAsync(249);
      expect(settled).toHaveBeenCalledTimes(0);
      await jest.advanceTimersByTimeAsync(251);
      expect(settled).toHaveBeenCalledTimes(1);

      const controller = new AbortController();
      const aborted = waitBeforeRetry(1, 3, controller.signal);
      controller.abort();
      await expect(aborted).rejects.toThrow('Aborted');
    } finally {
      jest.useRealTimers();
    }
  });
});
