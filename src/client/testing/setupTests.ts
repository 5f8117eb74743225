import '@testing-library/jest-dom';
import { server } from './server';

// Retries keep their rules (which failures, how many times) but not their pauses, so a test of
// a failing call takes milliseconds. retryPolicy.test.ts checks the real back-off.
jest.mock('../api/retryPolicy', () => ({
  ...jest.requireActual('../api/retryPolicy'),
  waitBeforeRetry: () => Promise.resolve(),
}));

// A request no handler answers fails the test, so every call the UI makes is deliberate.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
