import { readdirSync } from 'node:fs';
import { RequestHandler } from 'msw';

/** A handler file: `<resource>Handlers.ts`, which exports its calls' default answers as `handlers`. */
const HANDLER_FILE = /^\w+Handlers\.ts$/;

function handlersOf(file: string): RequestHandler[] {
  // Loaded by name, so a new handler file needs no line here (jest runs this as CommonJS).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported: unknown = (require(`./${file}`) as { handlers?: unknown }).handlers;
  if (!Array.isArray(exported) || !exported.every((item) => item instanceof RequestHandler)) {
    throw new Error(`${file} must export its msw handlers as \`handlers\``);
  }
  return exported as RequestHandler[];
}

/**
 * The default answer of every call the client makes, from every handler file of this folder; a
 * test overrides one with `server.use`. No two files answer the same method and path, so the
 * order of the files does not matter.
 */
export const handlers = readdirSync(__dirname)
  .filter((file) => HANDLER_FILE.test(file))
  .sort()
  .flatMap(handlersOf);
