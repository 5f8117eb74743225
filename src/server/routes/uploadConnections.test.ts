/**
 * @database either
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_MAX_BYTES } from '../../shared/constants';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { oneKeptConnection, sendOver } from '../testing/keepAliveRequests';
import { formWithFile } from '../testing/photoFixtures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Proves a PNG by its first bytes, then is no picture: refused only once it is too long. */
const pngOf = (size: number) =>
  Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);

/**
 * POST /api/upload over a real connection kept alive, as browsers send it: every refusal leaves
 * the connection ready for the next request (its body read to the end), or closes it once the
 * answer is out, never hanging the next request (it waited 73 s for the connection to time out).
 */
describe('a refused upload does not hang its connection', () => {
  let testApp: TestApp;
  let port: number;
  let signedIn: Record<string, string>;
  let agent: http.Agent;
  beforeAll(async () => {
    // Low, for the case of one upload too many; the other cases stay within it.
    testApp = await buildTestApp({ env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '2' } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    signedIn = await signedInAs(testApp, 'seller@demo.test');
  });
  afterAll(() => testApp.close());
  beforeEach(() => (agent = oneKeptConnection()));
  afterEach(() => agent.destroy());

  const upload = (content: Buffer, headers: Record<string, string>) => {
    const form = formWithFile(content);
    return sendOver(
      agent,
      port,
      {
        path: '/api/upload',
        method: 'POST',
        headers: { ...form.headers, ...headers, 'content-length': form.payload.length },
      },
      [form.payload],
    );
  };
  /** The next request: answered at once, over the same connection when `reused`. */
  const expectNextAnswered = async (reused: boolean) => {
    const started = Date.now();
    const next = await sendOver(agent, port, { path: '/api/health', method: 'GET' });
    expect([next.status, next.reusedSocket]).toEqual([200, reused]);
    expect(Date.now() - started).toBeLessThan(5000);
  };

  it('after 413 for a file over 5 MB', async () => {
    const refused = await upload(pngOf(IMAGE_MAX_BYTES + 1024 * 1024), signedIn);
    expect([refused.status, refused.connection]).toEqual([413, 'keep-alive']);
    await expectNextAnswered(true);
  });

  it('after 400 for a non-image of 200 KB', async () => {
    const refused = await upload(Buffer.alloc(200 * 1024, 65), signedIn);
    expect([refused.status, refused.connection]).toEqual([400, 'keep-alive']);
    await expectNextAnswered(true);
  });

  it('after 401 for an upload without a caller', async () => {
    const refused = await upload(pngOf(3 * 1024 * 1024), {});
    expect(refused.status).toBe(401);
    await expectNextAnswered(refused.connection === 'keep-alive');
  });

  it('after 429 for one upload too many', async () => {
    const buyer = await signedInAs(testApp, 'buyer@demo.test');
    for (let count = 0; count < 2; count += 1)
      expect((await upload(Buffer.from('not an image'), buyer)).status).toBe(400);
    const refused = await upload(pngOf(3 * 1024 * 1024), buyer);
    expect(refused.status).toBe(429);
    await expectNextAnswered(refused.connection === 'keep-alive');
  });

  it('answers a body longer than worth keeping the connection for, then closes it', async () => {
    const seller = await signedInAs(testApp, 'newseller@demo.test');
    const refused = await upload(pngOf(3 * IMAGE_MAX_BYTES), seller);
    expect(refused.status).toBe(413);
    await refused.socketClosed;
    await expectNextAnswered(false);
  });
});
