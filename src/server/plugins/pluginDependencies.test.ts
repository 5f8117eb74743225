/**
 * @database either
 */
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { liveEventsPlugin } from '../live/liveEventsPlugin';
import { apiRoutes } from '../routes';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { authPlugin } from './auth';
import { corsPlugin } from './cors';
import { dbPlugin } from './db';
import { errorsPlugin } from './errors';
import { paymentsPlugin } from '../payments/paymentsPlugin';
import { readinessPlugin } from './readiness';
import { securityPlugin } from './security';

/**
 * The order of app.ts is checked, not remembered: a plugin registered before a plugin it needs
 * stops the server from starting, naming what is missing.
 */
describe('the plugins the server is built from', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A bare app with the database and `plugins`, in this order. */
  const appWith = async (...plugins: FastifyPluginAsync[]) => {
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { config: testApp.config, db: testApp.db });
    for (const plugin of plugins) await app.register(plugin);
    return app;
  };

  it('refuses to mount the API before the access check, so no route can escape it', async () => {
    const app = await appWith(errorsPlugin, corsPlugin, securityPlugin);
    await app.register(paymentsPlugin);
    await expect(app.register(apiRoutes)).rejects.toThrow(
      "The dependency 'auth' of plugin 'api' is not registered",
    );
    await app.close();
  });

  it('refuses the access check before the CORS and security headers its refusals carry', async () => {
    const app = await appWith(errorsPlugin, securityPlugin);
    await expect(app.register(authPlugin)).rejects.toThrow(
      "The dependency 'cors' of plugin 'auth' is not registered",
    );
    await app.close();
  });

  it('mounts the API once every plugin it names is in place', async () => {
    const app = await appWith(
      readinessPlugin,
      errorsPlugin,
      corsPlugin,
      securityPlugin,
      authPlugin,
    );
    await app.register(paymentsPlugin);
    await app.register(liveEventsPlugin);
    await app.register(apiRoutes, { prefix: '/api' });
    expect(app.apiRoutes.length).toBeGreaterThan(30);
    await app.close();
  });
});
