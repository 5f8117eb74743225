import fc from 'fast-check';
import { ADMIN } from '../listingFixtures';

export const ONE_MEGABYTE = 1024 * 1024;

/** What attackers and broken clients actually send: injections, odd unicode, number-ish text. */
const NOTORIOUS_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1); SELECT pg_sleep(10); --',
  "admin@demo.test' --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'Fiction\u0000',
  `${ADMIN}\u0000`,
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  '📚🔥👩‍👩‍👧‍👦',
  'مرحبا بكم في المكتبة',
  '\u200B\u200C\uFEFF',
  'Ａｄｍｉｎ＠ｄｅｍｏ．ｔｅｓｔ',
  'e\u0301\u0301\u0301\u0301',
  '\r\nSet-Cookie: admin=1',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '1.005',
  '99999999999999999999',
  '__proto__',
  'constructor',
];

/** Code units that break naive handling: NUL, both surrogate halves, RTL override, quotes, %. */
const TRICKY_UNITS = ['\u0000', '\uD800', '\uDC00', '\u202E', "'", '"', '\\', '%', '<', '😀', 'a'];

const SURROGATES_START = 0xd800;
const SURROGATES = 0x800;

/**
 * fast-check's `unit: 'binary'` (any code point but a lone surrogate), drawn exactly as
 * fast-check draws it (an index over the code points, the surrogates skipped), but with a cheap
 * way back from a character to its index: fast-check's own builds a map of all 1.1M code points
 * when the string arbitrary is made, 1.3 CPU-s in each hostile-input file.
 */
const binaryUnit: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  (index) => String.fromCodePoint(index < SURROGATES_START ? index : index + SURROGATES),
  (value) => {
    const codePoint = typeof value === 'string' ? value.codePointAt(0) : undefined;
    const surrogate = codePoint !== undefined && codePoint >> 11 === SURROGATES_START >> 11;
    if (codePoint === undefined || surrogate || String.fromCodePoint(codePoint) !== value) {
      throw new Error('not one code point');
    }
    return codePoint < SURROGATES_START ? codePoint : codePoint - SURROGATES;
  },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NOTORIOUS_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: binaryUnit, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: fc.constantFrom(...TRICKY_UNITS), maxLength: 24 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), weight: 2 },
  // Long enough to pass any sane max length by far; the megabyte one also tops the body limit.
  { arbitrary: fc.constantFrom(300, 6000, ONE_MEGABYTE).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** NaN and ±Infinity become null in JSON, which is hostile in its own right. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.001, 0.005, 1e-7, 149.999, 1e21, 1e308, -1e308),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 10_000_000.01, 99_999_999.99, 2 ** 31, -(2 ** 63)),
  fc.double(),
  fc.integer(),
);

/** Any JSON a field could be given instead of what it expects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), weight: 1 },
);

/**
 * Fields a client has no business setting: roles, verification, payment and sale state,
 * ownership and ids. Each comes with the value an attacker would hope to see applied.
 */
export const PRIVILEGED_FIELDS: Record<string, readonly unknown[]> = {
  role: ['admin', 'seller'],
  sold: [true],
  appVerified: [true],
  isVerified: [true],
  verified: [true],
  adv: [true],
  paid: [true],
  status: ['paid', 'cancelled'],
  seller_email: [ADMIN],
  sellerId: ['00000000-0000-4000-8000-000000000000'],
  buyerId: ['00000000-0000-4000-8000-000000000000'],
  email: [ADMIN],
  id: ['00000000-0000-4000-8000-000000000000'],
  _id: ['00000000-0000-4000-8000-000000000000'],
  amount: [0, 1],
  bookPrice: [0.5, 0],
  post_date: ['1970-01-01T00:00:00Z'],
  // Computed, so these are keys of the table: a literal `__proto__:` would set its prototype.
  ['__proto__']: [{ role: 'admin' }],
  ['constructor']: [{ prototype: { role: 'admin' } }],
};

export const privilegedFields: fc.Arbitrary<Record<string, unknown>> = fc
  .uniqueArray(fc.constantFrom(...Object.keys(PRIVILEGED_FIELDS)), { minLength: 1, maxLength: 4 })
  .chain((names) =>
    fc.tuple(...names.map((name) => fc.constantFrom(...PRIVILEGED_FIELDS[name]!))).map((values) =>
      // defineProperty, so `__proto__` becomes a real key of the JSON rather than a prototype.
      names.reduce<Record<string, unknown>>(
        (fields, name, i) =>
          Object.defineProperty(fields, name, { value: values[i], enumerable: true }),
        {},
      ),
    ),
  );
