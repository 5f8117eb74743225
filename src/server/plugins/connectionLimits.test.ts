/**
 * @database either
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { API, API_PREFIX } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addPerson } from '../testing/orderFixtures';
import { answerOf, closedBy, type HeldSocket, isOpen, openSocket } from '../testing/rawConnections';

/**
 * How many connections one address may hold (decision 0049), here 4 in all and 2 that have not
 * signed in: one more is answered 429 and closed at once, while anyone else is served. Each test
 * uses addresses of its own (any 127.x.y.z reaches the server); real HTTP, as `inject` has none.
 */
const ALL = 4;
const SIGNED_OUT = 2;

const request = (path: string, headers: Record<string, string> = {}) =>
  `GET ${API_PREFIX}${path} HTTP/1.1\r\nHost: localhost\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

describe.each([
  { name: 'without a proxy', trustProxy: undefined },
  { name: 'behind a proxy TRUST_PROXY names', trustProxy: '127.0.0.50' },
])('connections per address, $name', ({ trustProxy }) => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        MAX_CONNECTIONS_PER_ADDRESS: String(ALL),
        MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS: String(SIGNED_OUT),
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      },
    });
    port = Number(new URL(await testApp.app.listen({ host: '127.0.0.1', port: 0 })).port);
  });
  afterAll(() => testApp.close());

  const sockets: HeldSocket[] = [];
  afterEach(() => sockets.splice(0).forEach((held) => held.socket.destroy()));
  const connectFrom = async (address: string) => {
    const held = await openSocket(port, address);
    sockets.push(held);
    return held;
  };
  /** Sends `text` and waits for the answer's status line (the connection stays open). */
  const ask = async (held: HeldSocket, text: string) => {
    held.answer = '';
    held.socket.write(text);
    while (!held.answer.includes('\r\n\r\n') && isOpen(held)) await sleep(10);
    return answerOf(held);
  };
  /** A connection is refused at once: it is told 429 and closed without asking anything. */
  const expectRefused = async (held: HeldSocket) => {
    await closedBy([held], held.openedAt + 2000);
    expect(isOpen(held)).toBe(false);
    expect(answerOf(held)).toBe('HTTP/1.1 429 Too Many Requests');
    expect(held.answer).toContain(SERVER_ERRORS.tooManyRequests);
  };
  const health = request(API.health.url());

  it('refuses one connection past the signed-out limit, and serves another address', async () => {
    for (let i = 0; i < SIGNED_OUT; i += 1) await connectFrom('127.0.0.2');
    await expectRefused(await connectFrom('127.0.0.2'));

    expect(await ask(await connectFrom('127.0.0.3'), health)).toBe('HTTP/1.1 200 OK');
    // The address's own connections still work.
    expect(await ask(sockets[0]!, health)).toBe('HTTP/1.1 200 OK');
  });

  it('a connection that signed in leaves room for signed-out ones, up to the limit of all', async () => {
    const person = await addPerson(testApp.db);
    const signedIn = request(API.unreadCounts.url(), await signedInAs(testApp, person));
    for (let i = 0; i < SIGNED_OUT; i += 1) {
      expect(await ask(await connectFrom('127.0.0.4'), signedIn)).toBe('HTTP/1.1 200 OK');
    }
    for (let i = 0; i < ALL - SIGNED_OUT; i += 1) {
      expect(await ask(await connectFrom('127.0.0.4'), health)).toBe('HTTP/1.1 200 OK');
    }
    await expectRefused(await connectFrom('127.0.0.4'));

    // A connection that closes gives its place back.
    const leaving = sockets[SIGNED_OUT]!;
    leaving.socket.destroy();
    await closedBy([leaving], performance.now() + 1000);
    await sleep(50);
    expect(await ask(await connectFrom('127.0.0.4'), health)).toBe('HTTP/1.1 200 OK');
  });

  if (trustProxy) {
    it('does not count the connections of the proxy, which carry many people', async () => {
      const fromProxy = [];
      for (let i = 0; i < ALL + 1; i += 1) fromProxy.push(await connectFrom(trustProxy));
      for (const held of fromProxy) expect(await ask(held, health)).toBe('HTTP/1.1 200 OK');
    });
  }
});
