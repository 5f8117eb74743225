import { startFakeSslcommerz } from './fakeSslcommerz';

/**
 * The local test gateway `npm start` runs when SSLCOMMERZ_STORE_ID is unset (scripts/start.mjs):
 * buyers' bKash, Nagad and Rocket payments go to its page on this machine, never to SSLCommerz.
 */
const port = Number(process.env.FAKE_SSLCOMMERZ_PORT ?? 5030);
const storeId = process.env.SSLCOMMERZ_STORE_ID ?? 'usedbooks-demo';
const storePassword = process.env.SSLCOMMERZ_STORE_PASSWORD ?? 'usedbooks-demo-password';

startFakeSslcommerz({ storeId, storePassword, port })
  .then(({ baseUrl, close }) => {
    console.log(`Test payment gateway (SSLCommerz stand-in) listening at ${baseUrl}`);
    const stop = () => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error('The test payment gateway could not start:', error);
    process.exit(1);
  });
