import {
  depthOf,
  type Depth,
  placeTests,
  readTestFile,
  type TestFile,
} from './serverTestPlacement';

const file = (name: string, docblock: string): TestFile =>
  readTestFile(name, `/**\n${docblock}\n */\nimport x from 'y';\n`);

const FILES = [
  readTestFile('unit.test.ts', "import x from 'y';\n"),
  file('live.test.ts', ' * @database pglite'),
  file('route.test.ts', ' * @database either'),
  file('trigger.test.ts', ' * @database each'),
  file('copies.test.ts', ' * @database postgres'),
  file('plans.test.ts', ' * @database each\n * @deep'),
  file('hostile.test.ts', ' * @database each\n * @sampled'),
  file('redis.test.ts', ' * @database either\n * @needs redis-server'),
];

const place = (depth: Depth, withPostgres = true, programs = ['redis-server']) =>
  placeTests(FILES, { depth, withPostgres, hasProgram: (name) => programs.includes(name) });

describe('where a server test file runs, by its docblock', () => {
  it('npm test: each file once, PostgreSQL for what it can run, no deep files', () => {
    expect(place('quick')).toEqual({
      server: ['unit.test.ts', 'live.test.ts'],
      postgres: [
        'route.test.ts',
        'trigger.test.ts',
        'copies.test.ts',
        'hostile.test.ts',
        'redis.test.ts',
      ],
      leftOut: [],
    });
  });

  it('the deep run: the same files, the deep ones, and PGlite too for `each`', () => {
    const { server, postgres } = place('deep');
    expect(server).toEqual([
      'unit.test.ts',
      'live.test.ts',
      'trigger.test.ts',
      'plans.test.ts',
      'hostile.test.ts',
    ]);
    expect(postgres).toEqual([
      'route.test.ts',
      'trigger.test.ts',
      'copies.test.ts',
      'plans.test.ts',
      'hostile.test.ts',
      'redis.test.ts',
    ]);
  });

  it("the rest after npm test: PGlite's turn, the deep files, and sampled files whole", () => {
    expect(place('rest')).toEqual({
      server: ['trigger.test.ts', 'plans.test.ts', 'hostile.test.ts'],
      postgres: ['plans.test.ts', 'hostile.test.ts'],
      leftOut: [],
    });
  });

  it('without PostgreSQL: everything on PGlite once, and says what needs a server', () => {
    expect(place('quick', false)).toEqual({
      server: [
        'unit.test.ts',
        'live.test.ts',
        'route.test.ts',
        'trigger.test.ts',
        'hostile.test.ts',
        'redis.test.ts',
      ],
      postgres: [],
      leftOut: [{ file: 'copies.test.ts', why: 'needs PostgreSQL' }],
    });
    expect(place('rest', false).server).toEqual(['plans.test.ts', 'hostile.test.ts']);
  });

  it('leaves out a file whose program is missing, saying which', () => {
    expect(place('quick', true, []).leftOut).toEqual([
      { file: 'redis.test.ts', why: 'needs redis-server' },
    ]);
  });

  it('refuses a database it does not know, and a depth', () => {
    expect(() => file('x.test.ts', ' * @database mysql')).toThrow(
      'x.test.ts: @database must be one of pglite, either, each, postgres, not "mysql"',
    );
    expect(depthOf(undefined)).toBe('quick');
    expect(() => depthOf('shallow')).toThrow('TEST_DEPTH must be one of quick, deep, rest');
  });
});
