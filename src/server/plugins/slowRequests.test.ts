/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { listen, openEventsAs } from '../testing/liveFixtures';
import { addPerson } from '../testing/orderFixtures';
import { answerOf, closedBy, type HeldSocket, isOpen, openSocket } from '../testing/rawConnections';

/**
 * A request must arrive whole within REQUEST_TIMEOUT_SECONDS (decision 0049), here 1 s: headers
 * or a body sent a byte at a time are answered 408 and their connection closed, while a body
 * arriving at a fair rate and a live stream go on for as long as they need. Real HTTP: `inject`
 * has no connection to hold.
 */
const MIN_BYTES_PER_SECOND = 1000;

describe('slow requests', () => {
  let testApp: TestApp;
  let port: number;
  let eventsUrl: string;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        REQUEST_TIMEOUT_SECONDS: '1',
        REQUEST_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
        LIVE_KEEPALIVE_SECONDS: '1',
      },
    });
    // A route outside the API that reads a JSON body of any size, answering its length.
    testApp.app.post('/body-length', async (request) => ({
      length: JSON.stringify(request.body).length,
    }));
    eventsUrl = await listen(testApp);
    port = Number(new URL(eventsUrl).port);
  });
  afterAll(() => testApp.close());

  const sockets: HeldSocket[] = [];
  afterEach(() => sockets.splice(0).forEach((held) => held.socket.destroy()));
  const connect = async () => {
    const held = await openSocket(port, '127.0.0.1');
    sockets.push(held);
    return held;
  };

  /** Writes `text` in pieces of `size` bytes, one every `everyMs`, while the socket is open. */
  async function sendSlowly(held: HeldSocket, text: string, size: number, everyMs: number) {
    for (let at = 0; at < text.length && isOpen(held); at += size) {
      held.socket.write(text.slice(at, at + size));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  const postHead = (length: number) =>
    'POST /body-length HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;

  it('answers a body sent a byte at a time 408 with a message, and closes its connection', async () => {
    const held = await connect();
    const body = JSON.stringify({ text: 'x'.repeat(200) });
    held.socket.write(postHead(body.length));
    void sendSlowly(held, body, 1, 100);

    await closedBy([held], held.openedAt + 5000);

    expect(isOpen(held)).toBe(false);
    expect(answerOf(held)).toBe('HTTP/1.1 408 Request Timeout');
    expect(held.answer).toContain(SERVER_ERRORS.requestTooSlow);
    // Cut once the second had passed, not before: the first bytes were on time.
    expect(held.closedAt! - held.openedAt).toBeGreaterThanOrEqual(1000);
  });

  it('lets a body arriving at a fair rate take longer than the limit', async () => {
    const held = await connect();
    const body = JSON.stringify({ text: 'x'.repeat(5000) });
    held.socket.write(postHead(body.length));
    // 3,000 bytes a second, three times the minimum: about 1.7 s in all.
    await sendSlowly(held, body, 300, 100);
    await closedBy([held], performance.now() + 500);

    expect(answerOf(held)).toBe('HTTP/1.1 200 OK');
    expect(held.answer).toContain(`{"length":${body.length}}`);
    expect(isOpen(held)).toBe(true);
  });

  it('answers headers sent a byte at a time 408, and closes their connection', async () => {
    const held = await connect();
    void sendSlowly(
      held,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${'X: y\r\n'.repeat(50)}`,
      1,
      100,
    );

    // Node looks for late headers once a second.
    await closedBy([held], held.openedAt + 4000);

    expect(isOpen(held)).toBe(false);
    expect(answerOf(held)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('closes a connection that sends nothing at all', async () => {
    const held = await connect();
    await closedBy([held], held.openedAt + 4000);
    expect(isOpen(held)).toBe(false);
  });

  it('keeps a live stream open past the limit: its request ended with its headers', async () => {
    const reader = await openEventsAs(testApp, eventsUrl, await addPerson(testApp.db));
    let ended = false;
    void reader.ended.then(() => (ended = true));
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(ended).toBe(false);
      // Keepalives every second all along.
      expect(reader.comments).toBeGreaterThanOrEqual(2);
    } finally {
      await reader.cancel();
    }
  });
});
