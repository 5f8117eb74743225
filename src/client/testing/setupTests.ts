import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { fakeIdentity } from '../../../__mocks__/firebaseAuth';
import { fakeStripe } from '../../../__mocks__/stripeJs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '../i18n/i18n';
import { activateLanguage } from '../i18n/activeLanguage';
import { loadIdentity } from '../identity/identityProvider';
import { resetStores } from './handlers/storeResets';
import { sessionSubscriptions } from './renderWithProviders';
import { renderedRouters, routesLoaded } from './routeLoading';
import { server } from './server';

// Retries keep their rules (which failures, how many times) but not their pauses, so a test of
// a failing call takes milliseconds. retryPolicy.test.ts checks the real back-off.
jest.mock('../api/retryPolicy', () => ({
  ...jest.requireActual('../api/retryPolicy'),
  waitBeforeRetry: () => Promise.resolve(),
}));

// Every wait of a test (findBy, waitFor, and each user-event action) first lets the router load
// the code of the page it shows, so the wait's one-second deadline measures the page, never
// jest evaluating a page's modules for the first time in a file (see routeLoading.ts). The
// sign-up test used to fail on a busy machine: its first page took over a second to load.
// Past that, a wait still has five seconds rather than one for what follows the page's code: the
// guard's role checks and the page's own calls, answered at once by msw, but run on a machine
// whose cores the server tests share (the first test of a file also evaluates their code for the
// first time there). A wait ends as soon as its element is there, so passing tests are no slower.
//
// A query that finds nothing prints the whole page into its error. A wait (findBy, waitFor)
// retries its query every 50 ms and on each DOM change and keeps only the last error: printing
// the page on every try cost a client file about a twentieth of its time. During a wait's tries
// (testing-library's "expensive diagnostics off", an untyped switch) the error prints the page
// only when its message is read, which a wait does once, when it gives up: the failure a person
// reads still shows the page (as it is then), and a try that is retried prints nothing.
type DiagnosticsSwitch = { _disableExpensiveErrorDiagnostics?: boolean };
const waitIsTrying = () => (getConfig() as DiagnosticsSwitch)._disableExpensiveErrorDiagnostics;
const { asyncWrapper, getElementError } = getConfig();
function elementErrorPrintedWhenRead(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (printed ??= getElementError(message, container).message),
    set: (value: string) => (printed = value),
  });
  return error;
}
configure({
  getElementError: (message, container) =>
    waitIsTrying()
      ? elementErrorPrintedWhenRead(message, container)
      : getElementError(message, container),
  asyncUtilTimeout: 5_000,
  asyncWrapper: (work) =>
    asyncWrapper(async () => {
      await routesLoaded();
      return work();
    }),
});

// The catalogues' ICU messages are compiled as they are used (the build compiles them ahead,
// scripts/build/compileCatalogLoader.ts). Each test starts in English, like a first visit with an
// English browser; a Bangla test switches (renderRoute's `language`).
i18n.setMessagesCompiler(compileMessage);
// A text asked for before its catalogue part is loaded fails the test that shows it: a page must
// bring its part of the page texts with its route (i18n/pageTexts.ts), or Lingui would show the
// message's id ('search.title') in its place. A component tested alone loads its part first.
const missingTexts: string[] = [];
i18n.on('missing', ({ id, locale }) => missingTexts.push(`${locale}: ${id}`));
afterEach(() => {
  const missing = missingTexts.splice(0);
  if (missing.length > 0)
    throw new Error(`Texts shown before they were loaded: ${missing.join(', ')}`);
});
afterEach(() => activateLanguage('en'));

// A request no handler answers fails the test, so every call the UI makes is deliberate.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app fetches Firebase's SDK in its own chunk as it starts (identityProvider.ts); tests
// begin with it there, so a restored session is known at the first render, as the fake
// promises. The 'loading' state is tested with fakeIdentity.holdAuthState.
beforeAll(() => loadIdentity());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  for (const unsubscribe of sessionSubscriptions.splice(0)) unsubscribe();
  renderedRouters.splice(0);
  fakeIdentity.reset();
  // The fake server's stores, each registered by its handler file (handlers/storeResets.ts).
  resetStores();
  fakeStripe.reset();
  localStorage.clear();
  // Spies (window.alert's included) start each test with no calls recorded.
  jest.restoreAllMocks();
});

// jsdom has no matchMedia (react-bootstrap's responsive Offcanvas asks it). This one answers
// width queries for jsdom's 1024 px window, and any other (a mouse that hovers) yes, so pages lay
// out as on a laptop; a test of a phone spies on it.
function matchesWidth(query: string): boolean {
  const clauses = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return clauses.every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
}
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      media: query,
      matches: matchesWidth(query),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// jest-fixed-jsdom puts Node's Blob, FormData and URL in place of jsdom's, but leaves jsdom's File,
// which is no Blob to them (so `file instanceof Blob` fails, as URL.createObjectURL(file) does).
// Node's File keeps the family together, as it is in a browser.
Object.defineProperty(globalThis, 'File', { configurable: true, writable: true, value: NodeFile });

// React 19 reads a form into a FormData when its submit handler starts a transition (the search
// boxes navigate from theirs, and React Router navigates in a transition). Node's FormData takes
// no form; this one reads the form's named fields, as a browser's does.
class FormDataOfForm extends FormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const { name, value, type, checked, disabled } = element as HTMLInputElement;
      const unticked = (type === 'checkbox' || type === 'radio') && !checked;
      if (name && !disabled && !unticked) this.append(name, value);
    }
  }
}
Object.defineProperty(globalThis, 'FormData', {
  configurable: true,
  writable: true,
  value: FormDataOfForm,
});

// window.alert is how the product reports sign-in and sign-out; jsdom has none, tests read the spy.
beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterAll(() => server.close());
