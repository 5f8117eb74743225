/**
 * @database either
 */
import { DrainingResponseSchema, ReadyResponseSchema } from '../../shared/schemas/health';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';

/**
 * GET /api/ready, the load balancer's question "send me traffic?" (docs/product.md#get-ready):
 * yes until the copy starts draining, then 503 while it still answers everything else, so no
 * request the balancer sent before it noticed fails.
 */
describe('GET /api/ready', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers 200 while the copy takes traffic, then 503 draining once it drains', async () => {
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ReadyResponseSchema.parse(ready.json())).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('private, no-store');

    testApp.app.readiness.drain();

    const draining = await get('/api/ready');
    expect(draining.statusCode).toBe(503);
    expect(DrainingResponseSchema.parse(draining.json())).toEqual({ status: 'draining' });
    expect(draining.headers['cache-control']).toBe('private, no-store');
    // Still alive and still serving what reaches it until it closes.
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await get('/api/Categories')).statusCode).toBe(200);
    // Draining is one way: asking again changes nothing.
    testApp.app.readiness.drain();
    expect((await get('/api/ready')).statusCode).toBe(503);
  });
});
