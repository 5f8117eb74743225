/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TITLE_SUFFIX } from '../../shared/constants';
import { BOOK_PAGE_COVER_SIZES } from '../../shared/imageVariants';
import { listings } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addListing } from '../testing/listingFixtures';
import { fillBookPage } from './openGraph';

/** The page as the build writes it: minified, attributes unquoted, scripts deferred. */
const BUILT_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Buy and sell used books."><title>Used Book Resale</title><script defer src=/assets/main.0123abcd.js></script></head><body><div id=root></div></body></html>';
/** The template the build starts from (public/index.html): quoted, one tag a line. */
const TEMPLATE = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');

const HOSTILE_TITLE = `</title><script>alert("t")</script>"'&`;
const HOSTILE_TEXT = `"><script>alert('d')</script><img src=x onerror=alert(1)>`;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The decoded content of `<meta name|property="key" content="...">`, or undefined. */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return found ? decode(found[1]!) : undefined;
}
const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the book page HTML (GET /book/:id)', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-book-'));
    writeFileSync(path.join(clientDir, 'index.html'), BUILT_INDEX);
    testApp = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const getPage = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('fills in the title, description and Open Graph tags, with absolute URLs', async () => {
    const id = await addListing(testApp.db, {
      bookTitle: 'বনলতা সেন',
      author: 'জীবনানন্দ দাশ',
      bookImg: '/images/books/banalata-sen.svg',
      sellerPrice: '1250.00',
      description: 'প্রথম সংস্করণের পুনর্মুদ্রণ।',
    });
    const response = await getPage(`/book/${id}`, { host: 'books.test:8080' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const html = response.body;
    expect(titleOf(html)).toEqual([`বনলতা সেন${TITLE_SUFFIX}`]);
    const description =
      'by জীবনানন্দ দাশ · TK 1,250 · good condition · Dhaka. প্রথম সংস্করণের পুনর্মুদ্রণ।';
    expect(metaOf(html, 'description')).toBe(description);
    expect(count(html, /<meta name=description|<meta name="description"/g)).toBe(1);
    expect(metaOf(html, 'og:title')).toBe('বনলতা সেন');
    expect(metaOf(html, 'og:description')).toBe(description);
    expect(metaOf(html, 'og:type')).toBe('book');
    expect(metaOf(html, 'og:url')).toBe(`http://books.test:8080/book/${id}`);
    expect(metaOf(html, 'og:image')).toBe('http://books.test:8080/images/books/banalata-sen.svg');
    expect(metaOf(html, 'og:image:alt')).toBe('Cover of বনলতা সেন');
    // The cover is preloaded, the page's largest paint; the page's script stays as built.
    expect(html).toContain('<link rel="preload" as="image" href="/images/books/banalata-sen.svg"');
    expect(count(html, /rel="preload"/g)).toBe(1);
    expect(html).toContain('<script defer src=/assets/main.0123abcd.js></script>');
  });

  it('keeps a hostile title and description inert: text, never a tag', async () => {
    const id = await addListing(testApp.db, {
      bookTitle: HOSTILE_TITLE,
      author: HOSTILE_TEXT,
      description: HOSTILE_TEXT,
    });
    const html = (await getPage(`/book/${id}`)).body;

    expect(count(html, /<script/g)).toBe(count(BUILT_INDEX, /<script/g));
    expect(count(html, /<img/g)).toBe(0);
    expect(count(html, /<\/title>/g)).toBe(1);
    expect(titleOf(html).map((title) => decode(title!))).toEqual([
      `${HOSTILE_TITLE}${TITLE_SUFFIX}`,
    ]);
    expect(metaOf(html, 'og:title')).toBe(HOSTILE_TITLE);
    expect(metaOf(html, 'og:description')).toContain(HOSTILE_TEXT);
  });

  it('makes an uploaded photo absolute and keeps an https one as it is', async () => {
    const uploaded = await addListing(testApp.db, { bookImg: '/uploads/0123.png' });
    expect(metaOf((await getPage(`/book/${uploaded}`)).body, 'og:image')).toBe(
      'http://localhost/uploads/0123.png',
    );
    const hosted = await addListing(testApp.db, { bookImg: 'https://i.ibb.co/abc/cover.png' });
    expect(metaOf((await getPage(`/book/${hosted}`)).body, 'og:image')).toBe(
      'https://i.ibb.co/abc/cover.png',
    );
  });

  it('falls back to localhost when the Host header is not a plain host', async () => {
    const id = await addListing(testApp.db);
    const html = (await getPage(`/book/${id}`, { host: 'evil.test"><script>' })).body;
    expect(metaOf(html, 'og:url')).toBe(`http://localhost:5000/book/${id}`);
  });

  it('says Sold in the preview of a sold book, and cuts a long description near 200', async () => {
    const id = await addListing(testApp.db, { sold: true, description: 'word '.repeat(100) });
    const description = metaOf((await getPage(`/book/${id}`)).body, 'og:description')!;
    expect(description).toMatch(/^TK 150 · good condition · Dhaka · Sold\. word word/);
    expect(Array.from(description).length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/word…$/);
  });

  it('answers the unfilled page with 404 for an unknown, deleted or malformed id', async () => {
    const deleted = await addListing(testApp.db);
    await testApp.db.delete(listings).where(eq(listings.id, deleted));
    for (const id of [randomUUID(), deleted, 'not-a-uuid', '%3Cscript%3E']) {
      const response = await getPage(`/book/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(BUILT_INDEX);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });
});

describe('fillBookPage', () => {
  it('puts the cover in place of an image the page preloads (the home page does)', () => {
    const page = BUILT_INDEX.replace(
      '</title>',
      '</title><link rel=preload as=image href=/images/banner/banner-1.svg fetchpriority=high>',
    );
    const tags = {
      title: 'Sapiens',
      description: 'A brief history.',
      url: 'https://books.example.com/book/1',
      image: 'https://books.example.com/images/books/sapiens.svg',
      imageAlt: 'Cover of Sapiens',
      cover: '/images/books/sapiens.svg',
    };
    const html = fillBookPage(page, tags);
    expect(html).not.toContain('banner-1.svg');
    expect(count(html, /rel="?preload"?/g)).toBe(1);
    expect(html).toContain('<link rel="preload" as="image" href="/images/books/sapiens.svg"');
  });

  it('preloads an uploaded cover in the width the page will choose (its srcset and sizes)', () => {
    const id = randomUUID();
    const cover = `/uploads/${id}-1280.webp`;
    const html = fillBookPage(BUILT_INDEX, {
      title: 'Sapiens',
      description: 'A brief history.',
      url: 'https://books.example.com/book/1',
      image: `https://books.example.com${cover}`,
      imageAlt: 'Cover of Sapiens',
      cover,
    });
    expect(html).toContain(
      `<link rel="preload" as="image" href="${cover}" imagesrcset="/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w, ${cover} 1280w" imagesizes="${BOOK_PAGE_COVER_SIZES}" fetchpriority="high">`,
    );
  });
});

describe('the book page HTML with PUBLIC_URL, from the template, and without a database', () => {
  let clientDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-book-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    testApp = await buildTestApp({
      env: { CLIENT_DIR: clientDir, PUBLIC_URL: 'https://books.example.com/' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('builds absolute URLs on PUBLIC_URL, whatever the Host, and replaces the own tags', async () => {
    const id = await addListing(testApp.db, { bookTitle: 'Sapiens' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/book/${id}?from=share`,
      headers: { accept: 'text/html', host: 'internal:5000' },
    });
    const html = response.body;
    expect(metaOf(html, 'og:url')).toBe(`https://books.example.com/book/${id}`);
    expect(metaOf(html, 'og:image')).toBe('https://books.example.com/images/books/fixture.svg');
    expect(titleOf(html)).toEqual([`Sapiens${TITLE_SUFFIX}`]);
    expect(count(html, /name="description"/g)).toBe(1);
    expect(count(html, /rel="preload"/g)).toBe(1);
  });

  it('answers the unfilled page with 503 when the database cannot be read', async () => {
    const id = await addListing(testApp.db);
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: `/book/${id}` });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(TEMPLATE);
  });
});
