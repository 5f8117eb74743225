import '@testing-library/jest-dom';
import { fakeIdentity } from '../../../__mocks__/firebaseAuth';
import { resetKnownUsers } from './handlers/identityHandlers';
import { sessionSubscriptions } from './renderWithProviders';
import { server } from './server';

// Retries keep their rules (which failures, how many times) but not their pauses, so a test of
// a failing call takes milliseconds. retryPolicy.test.ts checks the real back-off.
jest.mock('../api/retryPolicy', () => ({
  ...jest.requireActual('../api/retryPolicy'),
  waitBeforeRetry: () => Promise.resolve(),
}));

// A request no handler answers fails the test, so every call the UI makes is deliberate.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  for (const unsubscribe of sessionSubscriptions.splice(0)) unsubscribe();
  fakeIdentity.reset();
  resetKnownUsers();
  localStorage.clear();
});

// window.alert is how the spec reports sign-in and sign-out; jsdom has none, tests read the spy.
beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterAll(() => server.close());
