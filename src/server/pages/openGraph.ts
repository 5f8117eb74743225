import { PRODUCT_NAME, TITLE_SUFFIX } from '../../shared/constants';
import { formatPrice } from '../../shared/formatPrice';
import { BOOK_PAGE_COVER_SIZES, srcSetOf } from '../../shared/imageVariants';
import { BOOK_PAGE_TEXTS } from '../../shared/messages';
import type { Listing } from '../../shared/schemas/listing';

/** Link previews cut descriptions near 200 characters; longer text is only sent for nothing. */
const DESCRIPTION_MAX = 200;
const ELLIPSIS = '…';

/**
 * Text for an HTML text node or a double-quoted attribute: every character that could end the
 * value or start a tag becomes an entity, so a title like `</title><script>` stays text.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Whole code points (a cut never splits a surrogate pair), at a space when one is near the end. */
function shorten(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > cut.length * 0.7 ? cut.slice(0, lastSpace) : cut}${ELLIPSIS}`;
}

/** `/images/books/x.svg` or `/uploads/x` on this server, or already an https URL elsewhere. */
const absoluteUrl = (address: string, baseUrl: string) => new URL(address, `${baseUrl}/`).href;

export interface BookPageTags {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  /** The cover as the page itself asks for it (preloaded: the page's largest paint). */
  cover: string;
}

/** What a book's page and its link preview say about it; `baseUrl` is an origin, no slash. */
export function bookPageTags(listing: Listing, pageUrl: string, baseUrl: string): BookPageTags {
  const facts = {
    author: listing.author,
    price: formatPrice(listing.seller_price),
    condition: listing.condition,
    location: listing.location,
    sold: listing.sold,
  };
  return {
    title: listing.book_title,
    description: shorten(
      BOOK_PAGE_TEXTS.shareDescription(facts, listing.description),
      DESCRIPTION_MAX,
    ),
    url: absoluteUrl(pageUrl, baseUrl),
    image: absoluteUrl(listing.book_img, baseUrl),
    imageAlt: BOOK_PAGE_TEXTS.coverAlt(listing.book_title),
    cover: listing.book_img,
  };
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
/** An image the page would preload (none in index.html today): the cover takes its place. */
const IMAGE_PRELOAD = /<link\s+rel=["']?preload["']?\s+as=["']?image["']?[^>]*>/i;

function coverPreload(cover: string): string {
  const srcSet = srcSetOf(cover);
  const widths = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(BOOK_PAGE_COVER_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(cover)}"${widths} fetchpriority="high">`;
}

/**
 * The SPA's index.html with the book's title, description and Open Graph tags in its head, so a
 * link preview (Facebook, messengers) shows them without running the page's script. Every value
 * is escaped; the page's scripts and styles are left exactly as the build wrote them.
 */
export function fillBookPage(indexHtml: string, tags: BookPageTags): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const head = [
    `<title>${escapeHtml(tags.title + TITLE_SUFFIX)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.url)}">`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', 'book'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    // The cover is the page's largest paint: fetched beside the scripts, not after them, in the
    // width the page's <img> will choose (the same srcset and sizes), so it is fetched once.
    coverPreload(tags.cover),
  ].join('');
  const withoutOwn = indexHtml.replace(DESCRIPTION, '').replace(IMAGE_PRELOAD, '');
  // A function, so `$&` or `$1` in a title is never read as a replacement pattern.
  return TITLE.test(withoutOwn)
    ? withoutOwn.replace(TITLE, () => head)
    : withoutOwn.replace(/<\/head>/i, () => `${head}</head>`);
}
