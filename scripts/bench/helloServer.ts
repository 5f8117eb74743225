import Fastify from 'fastify';

/**
 * The benchmark's ceiling: the smallest Fastify answer there is, in its own process on the same
 * machine and runtime as the product server. What the product reaches against it is what its own
 * work (auth, database, validation, serialization) costs, whatever the machine.
 */
async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
