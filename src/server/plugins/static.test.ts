/**
 * @database either
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

/** A source map as the build writes it: the whole client source, which must not leave the server. */
const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['webpack://src/client/secretSauce.ts'],
  sourcesContent: ['export const secretSauce = 42;'],
  mappings: 'AAAA',
});

describe('serving the built client', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>SPA</title>');
    writeFileSync(
      path.join(clientDir, 'index.html.br'),
      brotliCompressSync('<!doctype html><title>SPA</title>'),
    );
    writeFileSync(path.join(clientDir, 'offline.html'), '<!doctype html><title>Offline</title>');
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.__WB_MANIFEST;');
    writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Used Book Resale"}');
    mkdirSync(path.join(clientDir, 'icons'));
    writeFileSync(path.join(clientDir, 'icons', 'icon-192.png'), 'png');
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'main.0123abcd.js'), 'console.log(1);');
    writeFileSync(
      path.join(clientDir, 'assets', 'main.0123abcd.js.br'),
      brotliCompressSync('console.log(1);'),
    );
    writeFileSync(path.join(clientDir, 'assets', 'main.0123abcd.js.map'), SOURCE_MAP);
    writeFileSync(
      path.join(clientDir, 'assets', 'main.0123abcd.js.map.br'),
      brotliCompressSync(SOURCE_MAP),
    );
    copyFileSync(
      path.resolve(__dirname, '../../../public/robots.txt'),
      path.join(clientDir, 'robots.txt'),
    );
    mkdirSync(path.join(clientDir, 'images'));
    writeFileSync(path.join(clientDir, 'images', 'logo.svg'), '<svg/>');
    testApp = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html') =>
    testApp.app.inject({ method: 'GET', url, headers: { accept } });

  it('answers index.html, for the browser only and revalidated, for / and client routes', async () => {
    for (const url of ['/', '/about', '/dashboard/myorders?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>SPA</title>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('keeps every page, compressed or not, out of shared caches', async () => {
    for (const url of ['/index.html', '/offline.html', '/about']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('tells caches that a route answers a page or a 404 by what the caller accepts', async () => {
    const page = await get('/about');
    const script = await get('/about', 'application/json');
    expect(page.statusCode).toBe(200);
    expect(script.statusCode).toBe(404);
    for (const response of [page, script])
      expect(String(response.headers.vary).toLowerCase()).toContain('accept');
  });

  it('serves the service worker at the root, asked for again on every visit', async () => {
    const response = await get('/sw.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('serves the web app manifest with its own type, and its icons', async () => {
    const manifest = await get('/manifest.webmanifest', '*/*');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await get('/icons/icon-192.png', 'image/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves robots.txt as text, kept for a day: public pages open, the dashboard and the API not', async () => {
    const response = await get('/robots.txt', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const rules = response.body.split('\n').filter((line) => !line.startsWith('#'));
    expect(rules).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api/',
      ]),
    );
  });

  it('caches hashed assets for a year and images for a day', async () => {
    const asset = await get('/assets/main.0123abcd.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await get('/images/logo.svg', 'image/*');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends the compressed copy the build made to a browser that accepts it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/main.0123abcd.js',
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1);');
    expect((await get('/assets/main.0123abcd.js', '*/*')).body).toBe('console.log(1);');
  });

  it('never serves a source map, however asked, while its bundle is served', async () => {
    expect((await get('/assets/main.0123abcd.js', '*/*')).statusCode).toBe(200);
    for (const url of ['/assets/main.0123abcd.js.map', '/assets/main.0123abcd.js.m%61p']) {
      for (const headers of [{ accept: '*/*' }, { accept: '*/*', 'accept-encoding': 'br' }]) {
        const response = await testApp.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
      // A browser navigating there gets the app's page, never the map.
      expect((await get(url)).body).not.toContain('secretSauce');
    }
  });

  it('answers the page to a GET that asks for no type at all, or for anything', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, { accept: '*/*' }, {}]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/about', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers 404 JSON to a script that prefers JSON to HTML', async () => {
    for (const accept of ['application/json', 'text/html;q=0.5, application/json']) {
      const response = await get('/about', accept);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('answers 404 JSON, not the page, for a missing file or an unknown /api path', async () => {
    for (const headers of [{ accept: '*/*' }, { 'accept-encoding': 'gzip' }]) {
      const missing = await testApp.app.inject({ method: 'GET', url: '/assets/x.js', headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      const api = await testApp.app.inject({ method: 'GET', url: '/api/unknown', headers });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('serving the landing pages their own HTML', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>SPA</title>');
    for (const page of ['home', 'category', 'search', 'seller'])
      writeFileSync(
        path.join(clientDir, `${page}.html`),
        `<!doctype html><title>SPA ${page}</title>`,
      );
    writeFileSync(
      path.join(clientDir, 'home.html.gz'),
      gzipSync('<!doctype html><title>SPA home</title>'),
    );
    testApp = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const titleAt = async (url: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    return /<title>(.*)<\/title>/.exec(response.body)?.[1];
  };

  it('answers home.html for / and /home, with or without a query, and index.html elsewhere', async () => {
    for (const url of ['/', '/?from=share', '/home', '/home/', '/home?x=1'])
      expect(await titleAt(url)).toBe('SPA home');
    for (const url of ['/about', '/homes', '/home/x', '/searches', '/dashboard/myorders'])
      expect(await titleAt(url)).toBe('SPA');
  });

  it('answers a category, the search and a seller page their own copies, which preload their chunks', async () => {
    expect(await titleAt('/categorybooks/0123456789abcdef01234567')).toBe('SPA category');
    expect(await titleAt('/CategoryBooks/x/')).toBe('SPA category');
    for (const url of ['/search', '/search?q=home', '/search/?q=x'])
      expect(await titleAt(url)).toBe('SPA search');
    expect(await titleAt('/seller/42')).toBe('SPA seller');
    // No copy for the book page in this build: its own route answers index.html.
    for (const url of ['/categorybooks', '/categorybooks/a/b', '/seller'])
      expect(await titleAt(url)).toBe('SPA');
  });

  it('answers every page its HTML to a link-preview crawler that only says it takes gzip', async () => {
    const pages = {
      '/': 'SPA home',
      '/home': 'SPA home',
      '/categorybooks/x': 'SPA category',
      '/search?q=': 'SPA search',
      '/about': 'SPA',
      '/dashboard/myorders': 'SPA',
    };
    for (const [url, title] of Object.entries(pages)) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const body =
        response.headers['content-encoding'] === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
      expect(body).toContain(`<title>${title}</title>`);
    }
  });
});
