// Production: content-hashed chunks (one per route via React.lazy), source maps, CSS extracted.
// Development: webpack-dev-server on PORT (default 8080), each page rendered on request as the
// publish renders it (scripts/dev-renderer.cjs); other addresses fall back to the client-only app.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { InjectManifest } = require('workbox-webpack-plugin');
const { configMiddleware } = require('./scripts/runtime-config.cjs');
const { LanguageFilesPlugin, TEMPLATES } = require('./scripts/language-files.cjs');
const { headScript, publishedHeadScript } = require('./scripts/head-scripts.cjs');

/** The built files served precompressed: the hashed scripts and stylesheets. */
const PRECOMPRESSED = /^assets\/.*\.(js|css)$/;

const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) at the top of every
 * script: its functions are compiled while it streams in, on a background thread, instead of one
 * by one on the main thread when first called. Nearly all of the vendor chunk and the app's chunks
 * run at load (boot, hydration), and a 1x trace of /partners/1 spent 80-150 ms of main thread in
 * those lazy compiles after the first paint (12-40 ms with the hint), each a slice of a task the
 * phone feels ten times longer. Added after minification (which would strip it), before the
 * source maps (which shift by its line) and the precompressed copies. Other engines read a comment.
 */
function eagerCompileHint() {
  const webpack = require('webpack');
  return new webpack.BannerPlugin({ banner: EAGER_COMPILE_HINT, raw: true, test: /^assets\/.*\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 });
}

/**
 * The files (JS and CSS) each lazily loaded chunk group needs on top of index.html's; a feature
 * folder's group (a route's screen) is named `route:<folder>`.
 */
function lazyGroupFiles(compilation) {
  const groups = {};
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const origin = group.origins.map((o) => o.request).find((request) => /features\/\w+$/.test(request || ''));
    const name = origin ? `route:${origin.split('/').pop()}` : group.name;
    if (!name) continue;
    const files = new Set([...(groups[name] || []), ...group.getFiles().filter((file) => /\.(js|css)$/.test(file))]);
    groups[name] = [...files].sort();
  }
  return groups;
}

/** An entry's JS and CSS files, as the build names them (assets/…). */
function entryAssets(compilation, name) {
  return compilation.entrypoints.get(name).getFiles().filter((file) => /\.(js|css)$/.test(file));
}

/** An entry's JS and CSS files, as addresses. */
function entryFiles(compilation, name) {
  const files = entryAssets(compilation, name).map((file) => `/${file}`);
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

/** The JS and CSS every page starts the app with. */
function initialFiles(compilation) {
  return entryAssets(compilation, 'main').sort();
}

/**
 * Writes dist/bundle-manifest.json (`initial`: initialFiles, then lazyGroupFiles), so
 * scripts/bench-bundle.cjs can check each route's first load against its budget.
 */
class RouteManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('bundle-manifest.json', new compiler.webpack.sources.RawSource(`${JSON.stringify({ initial: initialFiles(compilation), ...lazyGroupFiles(compilation) }, null, 2)}\n`));
      });
    });
  }
}

/**
 * Each feature folder's chunk files (JS and CSS) on top of the first load's, by folder name: a
 * published page names its screen's (the route table's feature, src/config/routeTable.ts, as the
 * renderer reports it), so the browser asks for them beside main.js.
 */
function featureFiles(compilation) {
  const groups = lazyGroupFiles(compilation);
  return Object.fromEntries(
    Object.entries(groups)
      .filter(([name]) => name.startsWith('route:'))
      .map(([name, files]) => [name.slice('route:'.length), files.map((file) => `/${file}`)]),
  );
}

/** The app's first-load files as tags: its stylesheets, and its scripts deferred. */
function appTags(compilation) {
  const { js, css } = entryFiles(compilation, 'main');
  return {
    appStyles: css.map((href) => `<link rel="stylesheet" href="${href}" />`).join(''),
    appScripts: js.map((src) => `<script defer src="${src}"></script>`).join(''),
  };
}

/**
 * The published pages' app loader, last in the body: the screen's chunks (the page's own
 * #dalil-scripts list) and then the app's, asked for only once the page has painted its content
 * (the browser's first-contentful-paint entry, or the frame after the first where a browser reports
 * no paints; at once in a hidden tab, which paints nothing). Not on the load event: a small page
 * loads before its first frame. The HTML is the page, and the app only takes it over: with the
 * scripts named in the head (deferred, preloaded), they arrived as the HTML was parsed and ran before
 * the first paint, which then waited for them (Lighthouse's simulated LCP on the record screens
 * 1.9-2.6 s against 1.1-1.6 s this way, same sitting). The screen's chunks come first so that they
 * are installed when the app asks for them, not downloaded twice; `async = false` runs them in that
 * order. Being after #root and the page's state, the app never starts on a half-parsed page.
 */
function publishedLoader(compilation) {
  const { js } = entryFiles(compilation, 'main');
  return [
    `(function(){var own=document.getElementById('dalil-scripts'),started=false;`,
    `var files=(own?JSON.parse(own.textContent):[]).concat(${JSON.stringify(js)});`,
    `function load(){if(started)return;started=true;files.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}`,
    `var paints=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];`,
    `if(document.visibilityState==='hidden')load();`,
    `else if(paints.indexOf('paint')<0)requestAnimationFrame(function(){setTimeout(load,0)});`,
    `else new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)load()}).observe({type:'paint',buffered:true})})();`,
  ].join('');
}

/** public/page.html with the app's styles, the head script and the app loader: its <!--dalil:…--> marks stay for scripts/publish.cjs. */
function publishedTemplate(compilation) {
  const parameters = { headScript: publishedHeadScript(), appStyles: appTags(compilation).appStyles, appLoader: publishedLoader(compilation) };
  const template = require('node:fs').readFileSync(path.join(__dirname, 'public', 'page.html'), 'utf8');
  return template.replace(/<%= (\w+) %>/g, (_match, name) => parameters[name]);
}

/**
 * For scripts/publish.cjs: dist/page.html, the published pages' template (not through
 * html-webpack-plugin, whose minifier drops the fill-in marks), and dist/publish-manifest.json,
 * each feature folder's chunk files (featureFiles).
 */
class PublishManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset('publish-manifest.json', new RawSource(`${JSON.stringify({ features: featureFiles(compilation) }, null, 2)}\n`));
        // Marked as minimized: a minimizer of HTML assets would drop the fill-in marks (comments).
        compilation.emitAsset('page.html', new RawSource(publishedTemplate(compilation)), { minimized: true });
      });
    });
  }
}

/**
 * The publish step's renderer (`webpack --env server`): src/app/publishEntry.ts and the whole app
 * as one CommonJS file for Node, dist-server/render.cjs. Stylesheets are left out (the browser's
 * build has them); images and fonts keep the browser build's file names, so the markup points at
 * the same files.
 */
function serverConfig() {
  const webpack = require('webpack');
  return {
    mode: 'production',
    target: 'node20',
    entry: { render: './src/app/publishEntry.ts' },
    output: { path: path.resolve(__dirname, 'dist-server'), filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath: '/', assetModuleFilename: 'assets/[name].[contenthash:10][ext]', clean: true },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } } } },
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(png|svg|jpg|jpeg|gif|webp)$/i, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(woff2?|ttf|eot)$/i, type: 'asset/resource', generator: { emit: false, filename: 'assets/fonts/[name].[contenthash:10][ext]' } },
      ],
    },
    // Every lazy screen inside the one file: Node reads it once.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * What the service worker precaches: every script and stylesheet of the build (the app shell, each
 * route's chunks, the map's chunk too: 50 KB gz, fetched in the background after the page's load,
 * so a saved place's map opens offline), the web font, the app's images, the offline pages and
 * manifests (LanguageFilesPlugin emits them first, so each revision follows its filled words) and
 * the manifests' icons. Not: source maps, the .br/.gz twins (the server picks the encoding), the
 * templates and build reports, config.json (network first, src/sw/serviceWorker.ts), the link
 * preview card and robots.txt. The hashed files need no revision of their own.
 */
function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: path.resolve(__dirname, 'src/sw/serviceWorker.ts'),
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.(br|gz)$/, /^(index|page)\.html$/, /^(bundle|publish)-manifest\.json$/, /^config\.json$/, /^og-card\.jpg$/, /^robots\.txt$/, /^_headers$/, /(^|\/)LICENSE/i, /\.LICENSE\.txt$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.\w+$/,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
}

module.exports = (env, argv) => {
  if (env && env.server) return serverConfig();
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router's package exports name only its development build (warnings and invariant
        // messages included); a production build ships beside it. ~0.6 KB gz less for every screen.
        ...(production
          ? {
              'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          // Extracted in development too: the dev renderer's pages (scripts/dev-renderer.cjs) link
          // their screen's stylesheets in the head, as the published ones do.
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        { test: /\.(png|svg|jpg|jpeg|gif|webp)$/i, type: 'asset/resource' },
        { test: /\.(woff2?|ttf|eot)$/i, type: 'asset/resource', generator: { filename: 'assets/fonts/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', inject: false, templateParameters: (compilation) => ({ headScript: headScript(), ...appTags(compilation) }) }),
      // public/ but its templates: index.html and page.html above; the offline page and the web app
      // manifest, filled per language from src/locales (dist/offline.html, dist/ar/offline.html, …).
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/page.html', ...TEMPLATES.map(({ file }) => `**/${file}`)] } }] }),
      new LanguageFilesPlugin(),
      // page.html and publish-manifest.json in development too: the dev renderer fills the one and reads the other.
      new PublishManifestPlugin(),
      ...(production ? [new RouteManifestPlugin()] : []),
      ...(production ? [eagerCompileHint()] : []),
      new MiniCssExtractPlugin(production ? { filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' } : { filename: 'assets/[name].css', chunkFilename: 'assets/[name].css' }),
      // Each script and stylesheet also compressed once, at build time, at the highest levels (a
      // server compressing per request settles for a fast, weaker level): brotli 11 makes the
      // vendor chunk 93 KB where the per-request brotli sent 109. `npm run serve` answers with these
      // (scripts/serve.cjs); a CDN or nginx (brotli_static, gzip_static) serves them the same way.
      // The service worker (issue 35, docs/offline.md): src/sw/serviceWorker.ts with the build's
      // files to precache, as dist/sw.js at the root (its scope is the whole site). Production only:
      // in development every rebuild would wait behind a cached copy.
      ...(production ? [serviceWorkerPlugin()] : []),
      ...(production
        ? [
            new CompressionPlugin({ test: PRECOMPRESSED, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } } }),
            new CompressionPlugin({ test: PRECOMPRESSED, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
      // The app's runtime in a file of its own.
      runtimeChunk: { name: 'runtime' },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT || 8080),
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // The page's console carries the page's own messages: the build's warnings are the terminal's.
      client: { overlay: { warnings: false, errors: true }, logging: 'error' },
      static: false,
      // Every page address rendered on request by the publish's renderer, watched beside this build
      // (scripts/dev-renderer.cjs), to its own folder so a publish's renderer stays as built.
      setupMiddlewares: (middlewares, devServer) => {
        const { devRenderer } = require('./scripts/dev-renderer.cjs');
        const serverBuild = serverConfig();
        const { middleware } = devRenderer({ devServer, serverConfig: { ...serverBuild, output: { ...serverBuild.output, path: path.resolve(__dirname, 'dist-server-dev') } } });
        return [{ name: 'dalil-config', middleware: configMiddleware }, { name: 'dalil-pages', middleware }, ...middlewares];
      },
    },
  };
};
// The bench's floor (scripts/bench-floor) is built with the same hint, so it stays a like-for-like limit.
module.exports.eagerCompileHint = eagerCompileHint;
