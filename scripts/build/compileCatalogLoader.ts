import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { LoaderContext } from 'webpack';

/**
 * Webpack loader for the catalogues' index modules (src/client/i18n/catalogs/{enCore,bn}.ts and
 * catalogs/pageTexts/*.ts): runs the module here, at build time (webpack.config.ts is loaded
 * through ts-node, so requiring a .ts file works), and emits its messages in Lingui's compiled form. The browser then formats
 * messages with Lingui's small runtime and never loads an ICU parser (~7 KB gzip). Jest and
 * the e2e helpers compile the same ICU messages at run time instead (setMessagesCompiler).
 */
export default function compileCatalogLoader(this: LoaderContext<unknown>): string {
  // The catalogs folder, whose namespace modules (en/, bn/) an index module imports.
  const catalogsFolder = this.resourcePath.slice(
    0,
    this.resourcePath.lastIndexOf(`${path.sep}catalogs${path.sep}`) + '/catalogs'.length,
  );
  // Each namespace module is a dependency: a change rebuilds (and in watch mode re-runs) this.
  this.addContextDependency(catalogsFolder);
  for (const loaded of Object.keys(require.cache)) {
    if (loaded.startsWith(catalogsFolder)) delete require.cache[loaded];
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is run, not bundled
  const { catalog } = require(this.resourcePath) as {
    catalog: Record<string, Record<string, string>>;
  };
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([namespace, messages]) => [
      namespace,
      Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      ),
    ]),
  );
  return `export const catalog = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}
