/**
 * @database either
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

/** "a b; c d e" as { a: ['b'], c: ['d', 'e'] }, so a test can ask about one directive. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directives = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name, ...sources]) => [name!, sources]));
}

/** What must hold on every answer, whatever the route or status. */
function expectLockedDown(response: LightMyRequestResponse): void {
  const csp = directivesOf(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  // No inline script, no eval, no wildcard: an injected <script> or onclick= cannot run.
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:']) {
    expect(scriptSrc).not.toContain(unsafe);
  }
  expect(scriptSrc.every((source) => source === "'self'" || source.startsWith('https://'))).toBe(
    true,
  );
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const hsts = String(response.headers['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain('includeSubDomains');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers on every answer', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-headers-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>SPA</title>');
    testApp = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    ['the page', '/', 200],
    ['a client route', '/dashboard/myorders', 200],
    ['an API answer', '/api/Categories', 200],
    ['a refusal', '/api/orders?email=buyer@demo.test', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
  ])('locks down %s (%s)', async (_what, url, status) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(status);
    expectLockedDown(response);
  });

  it("lets the site run its own service worker and read its own manifest, and nobody else's", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    const csp = directivesOf(response);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('keeps script-src free of inline and eval when Stripe.js is allowed in', async () => {
    const withStripe = await buildTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
    });
    try {
      const response = await withStripe.app.inject({ method: 'GET', url: '/api/health' });
      expectLockedDown(response);
      expect(directivesOf(response).get('script-src')).toContain('https://js.stripe.com');
    } finally {
      await withStripe.close();
    }
  });

  it('serves a page template that needs no inline script, so the policy cannot break it', () => {
    const template = readFileSync(path.resolve(__dirname, '../../../public/index.html'), 'utf8');
    const scripts = template.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    for (const script of scripts) expect(script).toMatch(/^<script\b[^>]*\bsrc=[^>]*><\/script>$/i);
    expect(template).not.toMatch(/\son[a-z]+\s*=/i);
    expect(template).not.toMatch(/javascript:/i);
  });
});
