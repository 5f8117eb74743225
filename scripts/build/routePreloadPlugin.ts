import HtmlWebpackPlugin from 'html-webpack-plugin';
import { type Compilation, type Compiler, WebpackError } from 'webpack';

export interface RoutePreloadOptions {
  /** The page that gets the preloads: the `filename` of one of the build's HtmlWebpackPlugins. */
  page: string;
  /** The route's lazily loaded chunk groups, named by their `webpackChunkName`s (routes.tsx). */
  chunkGroups: readonly string[];
  /** Images the route paints first (its largest paint), fetched at high priority. */
  images?: readonly string[];
}

const NAME = 'RoutePreloadPlugin';

/** The scripts and styles of a chunk group that the entry does not already load. */
function groupFiles(compilation: Compilation, name: string): string[] {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  const entryFiles = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) =>
      entry.chunks.flatMap((chunk) => [...chunk.files]),
    ),
  );
  return group.chunks
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(js|css)$/.test(file) && !entryFiles.has(file));
}

/**
 * Adds `<link rel="preload">`s for one route's chunk groups, and the images it paints first, to the
 * page the server sends for that route. A lazy route's chunk is otherwise requested only once the
 * main bundle has run and the router has matched it: preloaded, it downloads beside the main
 * bundle, so the route renders as early as if it were in it, without weighing on other routes.
 */
export class RoutePreloadPlugin {
  constructor(private readonly options: RoutePreloadOptions) {}

  apply(compiler: Compiler): void {
    const { page, chunkGroups, images = [] } = this.options;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (data.outputName !== page) return data;
        const files = new Set<string>();
        for (const chunkGroup of chunkGroups) {
          const groupOwn = groupFiles(compilation, chunkGroup);
          if (groupOwn.length === 0)
            compilation.errors.push(new WebpackError(`${NAME}: no chunk group "${chunkGroup}"`));
          groupOwn.forEach((file) => files.add(file));
        }
        const link = (as: string, href: string, extra: Record<string, string> = {}) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href, ...extra });
        // The images first, as the template had them; the chunks after the entry's own tags.
        const imageTags = images.map((href) => link('image', href, { fetchpriority: 'high' }));
        const chunkTags = [...files].map((file) =>
          link(file.endsWith('.css') ? 'style' : 'script', `${data.publicPath}${file}`),
        );
        data.headTags.unshift(...imageTags);
        data.headTags.push(...chunkTags);
        return data;
      });
    });
  }
}
