import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTHOR_MAX_LENGTH } from '../../../shared/constants';
import { bookImage, DEMO_LISTINGS } from './listings';

const PUBLIC_DIR = path.join(__dirname, '../../../../public');
const BANGLA = /[\u0980-\u09FF]/;

describe('the demo listings', () => {
  it('each name an author and have a cover in public/images/books', () => {
    for (const listing of DEMO_LISTINGS) {
      expect({ title: listing.title, author: listing.author?.trim() }).toEqual({
        title: listing.title,
        author: expect.stringMatching(/\S/),
      });
      expect(Array.from(listing.author ?? '').length).toBeLessThanOrEqual(AUTHOR_MAX_LENGTH);
      expect(existsSync(path.join(PUBLIC_DIR, bookImage(listing.slug)))).toBe(true);
    }
  });

  it('include several books with Bangla-script titles, authors and descriptions', () => {
    const bangla = DEMO_LISTINGS.filter(
      ({ title, author = '', description }) =>
        BANGLA.test(title) && BANGLA.test(author) && BANGLA.test(description),
    );
    expect(bangla.map(({ title }) => title)).toEqual(
      expect.arrayContaining(['পথের পাঁচালী', 'বনলতা সেন']),
    );
    expect(bangla.length).toBeGreaterThanOrEqual(5);
  });

  it("mark one book 'Fixed price', so the book page shows both kinds", () => {
    const fixed = DEMO_LISTINGS.filter((listing) => listing.fixedPrice);
    expect(fixed.map(({ title }) => title)).toEqual(['The Home and the World']);
  });

  it('name each book once per seller, as the demo data tells them apart', () => {
    const keys = DEMO_LISTINGS.map(({ sellerEmail, title }) => `${sellerEmail}\n${title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
