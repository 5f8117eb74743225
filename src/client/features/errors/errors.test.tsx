import { screen } from '@testing-library/react';
import { data, type RouteObject } from 'react-router-dom';
import { english } from '../../testing/english';
import { RootLayout } from '../../components/layout/RootLayout';
import { renderRoute, renderRouteTable } from '../../testing/renderWithProviders';
import { describeUnexpectedError, formatErrorData } from './describeError';
import { RouteErrorPage } from './RouteErrorPage';

function Exploding(): never {
  throw new Error('The shelf collapsed');
}

/** A layout route like the app's, with one page that fails as asked. */
const tableWith = (page: RouteObject): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    children: [{ ErrorBoundary: RouteErrorPage, children: [page] }],
  },
];

describe('error screens', () => {
  // React and the router log caught render errors; the screens are what is under test.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('gives unknown paths 404 Not Found, inside the layout, with a link back home', async () => {
    const { user } = renderRoute('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Error: No route matches URL "/no/such/page"')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Not Found | Used Book Resale');

    await user.click(screen.getByRole('link', { name: english('labels.backToHomepage') }));
    expect(
      await screen.findByRole('region', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
  });

  it('shows the status and data of a route error thrown by a page', async () => {
    const forbidden: RouteObject = {
      path: 'secret',
      loader: () => {
        throw data('Sellers only', { status: 403, statusText: 'Forbidden' });
      },
      Component: () => null,
      HydrateFallback: () => null,
    };
    renderRouteTable(tableWith(forbidden), '/secret');

    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('Sellers only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: english('labels.backToHomepage') })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows Unexpected Application Error! and the message for anything else', async () => {
    renderRouteTable(tableWith({ path: 'broken', Component: Exploding }), '/broken');

    expect(
      await screen.findByRole('heading', { name: english('labels.unexpectedError') }),
    ).toBeInTheDocument();
    expect(screen.getByText('The shelf collapsed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: english('labels.backToHomepage') })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('describing errors', () => {
  it('gives the status and text when there is one, else the message', () => {
    expect(describeUnexpectedError({ status: 502, statusText: 'Bad Gateway' })).toBe(
      '502 Bad Gateway',
    );
    expect(describeUnexpectedError(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(describeUnexpectedError('plain text')).toBe('plain text');
  });

  it('formats route error data whatever its type', () => {
    expect(formatErrorData('text')).toBe('text');
    expect(formatErrorData(new Error('No route matches URL "/x"'))).toBe(
      'Error: No route matches URL "/x"',
    );
    expect(formatErrorData({ reason: 'gone' })).toBe('{"reason":"gone"}');
    expect(formatErrorData(undefined)).toBe('');
  });
});
