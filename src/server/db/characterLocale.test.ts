import { characterLocaleWarning } from './characterLocale';

/** What the server logs at start about the database's LC_CTYPE (server.ts). */
describe('the character locale warning', () => {
  it.each(['C', 'POSIX', 'c'])(
    'warns under %s, where pg_trgm sees no Bangla letters',
    (lcCtype) => {
      expect(characterLocaleWarning(lcCtype)).toMatch(/will not find misspelt Bangla words/);
    },
  );

  it.each(['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'bn_BD.UTF-8'])('is quiet under %s', (lcCtype) => {
    expect(characterLocaleWarning(lcCtype)).toBeUndefined();
  });
});
