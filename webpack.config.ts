import path from 'node:path';
import { type Configuration, DefinePlugin } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { pwaPlugins } from './scripts/build/pwaPlugins';
import { RoutePreloadPlugin } from './scripts/build/routePreloadPlugin';
import { ChunkGraphPlugin } from './scripts/size/chunkGraphPlugin';
import { bannerImages } from './src/client/features/home/components/bannerSlides';
import { LANDING_PAGES } from './src/shared/landingPages';

/**
 * A catalogue as the client imports it (src/client/i18n/catalogs/{enCore,bn}.ts, and the page
 * texts' parts, catalogs/pageTexts/*.ts).
 */
const CATALOG_INDEX =
  /src[\\/]client[\\/]i18n[\\/]catalogs[\\/](en|enCore|enPages|bn|pageTexts[\\/]\w+)\.ts$/;

const SERVER_PORT = process.env.PORT ?? '5000';

/**
 * Build-time settings of the client (src/client/identity/identityConfig.ts and
 * src/client/api/imageHostConfig.ts read them). Only these names reach the bundle;
 * scripts/client-build-stamp.mjs rebuilds when one changes.
 */
export const CLIENT_ENV_NAMES = [
  'USE_AUTH_EMULATOR',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_URL',
  'IMAGE_HOST_KEY',
  'IMAGE_HOST_URL',
] as const;

function clientEnvironment() {
  return new DefinePlugin(
    Object.fromEntries(
      CLIENT_ENV_NAMES.map((name) => [
        `process.env.${name}`,
        JSON.stringify(process.env[name] ?? ''),
      ]),
    ),
  );
}

function reactRouterProductionBuild() {
  const dist = path.resolve(__dirname, 'node_modules/react-router/dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * The page every route gets (index.html), and each landing page's own (home.html, category.html,
 * ...: src/shared/landingPages.ts), which the server sends for that page's paths: the same
 * template, plus preloads of the route's chunks, so they download beside the main bundle; the home
 * page's also of its first banner, its largest paint, drawn by its chunk.
 */
function htmlPages() {
  const page = (filename: string) =>
    new HtmlWebpackPlugin({
      filename,
      template: 'public/index.html',
      favicon: 'public/favicon.svg',
    });
  return [
    page('index.html'),
    ...LANDING_PAGES.flatMap(({ file, chunkGroups }) => [
      page(file),
      new RoutePreloadPlugin({
        page: file,
        chunkGroups,
        images: file === 'home.html' ? [bannerImages[0]] : [],
      }),
    ]),
  ];
}

/** A .br and a .gz beside every text asset worth compressing. */
function compressedCopies() {
  return (['brotliCompress', 'gzip'] as const).map(
    (algorithm) =>
      new CompressionPlugin({
        algorithm,
        filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
        test: /\.(js|css|html|svg)$/,
        threshold: 1024,
        minRatio: 0.9,
      }),
  );
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const name = production ? '[name].[contenthash:8]' : '[name]';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/client/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: `assets/${name}.js`,
      chunkFilename: `assets/${name}.js`,
      // Fonts and other files CSS refers to (the Bangla font): hashed, under the long-cached assets/.
      assetModuleFilename: `assets/${production ? '[name].[contenthash:8]' : '[name]'}[ext]`,
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // React Router 7's package exports name only its development build (remix-run/react-router
      // #12532), whose dev-only warnings would ship; the production build sits beside it.
      alias: production ? reactRouterProductionBuild() : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: [/node_modules/, CATALOG_INDEX],
          loader: 'ts-loader',
          // Type errors are reported by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, compilerOptions: { noEmit: false } },
        },
        {
          // The catalogues arrive compiled (scripts/build/compileCatalogLoader.ts): ICU messages
          // are parsed here, once, not in every visitor's browser.
          test: CATALOG_INDEX,
          loader: path.resolve(__dirname, 'scripts/build/compileCatalogLoader.ts'),
          type: 'javascript/auto',
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        {
          // Bootstrap from its sources (src/client/styles/bootstrap.scss). Bootstrap 5.3 still
          // uses Sass's @import and older built-ins: its deprecation notices are not ours to fix.
          test: /\.scss$/,
          use: [
            MiniCssExtractPlugin.loader,
            'css-loader',
            {
              loader: 'sass-loader',
              options: { sassOptions: { quietDeps: true, silenceDeprecations: ['import'] } },
            },
          ],
        },
      ],
    },
    plugins: [
      clientEnvironment(),
      ...htmlPages(),
      new MiniCssExtractPlugin({
        filename: `assets/${name}.css`,
        chunkFilename: `assets/${name}.css`,
      }),
      new CopyPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] } },
        ],
      }),
      // Compressed once at build time and served by @fastify/static's preCompressed: phones on
      // slow networks get a fraction of the bytes, and the server spends no CPU compressing.
      ...(production ? compressedCopies() : []),
      // What each route loads first and later, for `npm run size` (scripts/size).
      ...(production ? [new ChunkGraphPlugin()] : []),
      // The offline page and the service worker (installable app, works offline): production only.
      ...(production ? pwaPlugins() : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    // Kept in node_modules/.cache/webpack between builds (one cache per mode), so a rebuild only
    // redoes what changed. The config and the packages it imports invalidate it when they change.
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    // Production maps are written beside the bundles for decoding stack traces, but the bundles
    // do not name them (hidden) and the server refuses to serve them (src/server/plugins/static.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      // As the product server does: the home page's own HTML for / and /home (htmlPages).
      devMiddleware: { index: 'home.html' },
      historyApiFallback: { rewrites: [{ from: /^\/home\/?$/, to: '/home.html' }] },
      hot: true,
      // The API and the uploaded images both live on the product server.
      proxy: [{ context: ['/api', '/uploads'], target: `http://localhost:${SERVER_PORT}` }],
    },
  };
};
