import path from 'node:path';
import type { Configuration } from 'webpack';
import CopyPlugin from 'copy-webpack-plugin';

/**
 * The product server as plain JavaScript for Node (dist/server/server.js), so that a production
 * install (`npm ci --omit=dev`) runs it with `node`, without tsx. Our own code (src/server and
 * src/shared) is bundled; every package is left to node_modules and `require`d at run time, so
 * the server uses exactly what package.json's dependencies install (PGlite's WebAssembly, sharp's
 * native library). The SQL migrations are copied beside the bundle: src/server/db/client.ts finds
 * them in a `migrations` folder beside the running code, in either layout.
 * scripts/production/check-dist.mjs proves it on a fresh production install.
 */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
  name: 'server',
  mode: argv.mode ?? 'production',
  target: 'node24',
  entry: { server: './src/server/server.ts' },
  output: {
    path: path.resolve(__dirname, 'dist/server'),
    filename: '[name].js',
    // One file of our code; an error's stack points into it through the map beside it.
    chunkFormat: 'commonjs',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'] },
  // Any import that is not a relative path is a package (or node:*): required from node_modules.
  externals: [
    ({ request }, callback) =>
      request && !request.startsWith('.') && !path.isAbsolute(request)
        ? callback(undefined, `commonjs ${request}`)
        : callback(),
  ],
  // __dirname is the bundle's own folder at run time (dist/server), where the migrations are.
  node: { __dirname: false, __filename: false },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        // Type errors are reported by `npm run typecheck`; the build only transpiles.
        options: { transpileOnly: true, compilerOptions: { noEmit: false } },
      },
    ],
  },
  plugins: [
    new CopyPlugin({
      // The SQL files and the journal that orders them; drizzle-kit's snapshots are for authors.
      patterns: [
        {
          from: 'src/server/db/migrations',
          to: 'migrations',
          globOptions: { ignore: ['**/*_snapshot.json'] },
        },
      ],
    }),
  ],
  // Readable stack traces in production logs matter more than a few kilobytes.
  optimization: { minimize: false },
  devtool: 'source-map',
  // No filesystem cache: a cached copy of the migrations' journal once shipped without the newest
  // migration (a build from another checkout sharing node_modules/.cache); a fresh build of the
  // server takes about 20 s.
  cache: false,
  performance: { hints: false },
});
