// Production: content-hashed chunks (one per route via React.lazy), source maps, CSS extracted.
// Development: webpack-dev-server on PORT (default 8080) with history fallback.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { configMiddleware } = require('./scripts/runtime-config.cjs');

/** The built files served precompressed: the hashed scripts and stylesheets. */
const PRECOMPRESSED = /^assets\/.*\.(js|css)$/;

/** A value as a literal inside index.html's inline <script>: JSON that no string can close the tag of. */
function scriptLiteral(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Texts of the first paint (index.html's boot shell), taken from the catalogues so no string is
 * typed twice: the home hero title, and the title and lead of the list screens and search.
 */
function bootTexts() {
  const read = (language, ns) => require(`./src/locales/${language}/${ns}.json`);
  const texts = {};
  for (const language of ['en', 'ar']) {
    const [home, partners, offers, categories, register, search] = ['home', 'partners', 'offers', 'categories', 'register', 'search'].map((ns) => read(language, ns));
    const joinPage = { eyebrow: register.eyebrow, title: register.title, lead: register.lead };
    texts[language] = {
      '/': { hero: home.hero.title },
      '/partners': { title: partners.list.title, lead: partners.list.lead },
      '/offers': { title: offers.list.title, lead: offers.list.lead },
      '/categories': { title: categories.title, lead: categories.lead },
      '/register': joinPage,
      '/join': joinPage,
      // The title names the visitor's query (the shell reads ?q=, as the screen does); with no
      // query the screen's prompt is its largest text, so the shell paints it too.
      '/search': { title: search.title, titleWithQuery: search.titleWithQuery, lead: search.lead, prompt: { title: search.promptTitle, message: search.promptMessage } },
    };
  }
  return scriptLiteral(texts);
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

/** An entry's JS and CSS files as index.html asks for them (its scripts insert them: no tag names them). */
function entryFiles(compilation, name) {
  const files = entryAssets(compilation, name).map((file) => `/${file}`);
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

/** The JS and CSS index.html starts the app with. */
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
        compilation.emitAsset('bundle-manifest.json', new compiler.webpack.sources.RawSource(`${JSON.stringify({ initial: initialFiles(compilation), 'record-preview': entryAssets(compilation, 'preview').filter((file) => file.endsWith('.js')), ...lazyGroupFiles(compilation) }, null, 2)}\n`));
      });
    });
  }
}

/**
 * Each route's path pattern and feature folder, read from the app's one route table
 * (src/app/routes.tsx, whose paths come from src/config/paths.ts), so the boot shell can ask for a
 * screen's chunks while main.js is still downloading instead of after it has run.
 */
function routeFeatures() {
  const read = (file) => require('node:fs').readFileSync(path.join(__dirname, file), 'utf8');
  const { code } = require('@swc/core').transformSync(read('src/config/paths.ts'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' }, module: { type: 'commonjs' } });
  const exports = {};
  new Function('exports', code)(exports);
  const table = read('src/app/routes.tsx');
  const featureOf = Object.fromEntries([...table.matchAll(/(\w+): lazyScreen\(\(\) => import\('@\/features\/(\w+)'\)/g)].map(([, screen, feature]) => [screen, feature]));
  const routes = [...table.matchAll(/path: paths\.(\w+)\.path, Screen: screens\.(\w+)/g)].map(([, name, screen]) => [name, featureOf[screen]]);
  if (routes.length < Object.keys(exports.paths).length || routes.some(([, feature]) => !feature)) throw new Error("routeFeatures: src/app/routes.tsx no longer reads as \"<screen>: lazyScreen(() => import('@/features/<folder>')\" and \"path: paths.<name>.path, Screen: screens.<screen>\"");
  return routes.map(([name, feature]) => ({ pattern: `^${exports.paths[name].path.replace(/:\w+/g, '[^/]+')}$`, feature }));
}

/** For index.html: each route's pattern with the chunk files its screen needs, as a script literal. */
function routePreloads(compilation) {
  const groups = lazyGroupFiles(compilation);
  const table = routeFeatures().map(({ pattern, feature }) => [pattern, (groups[`route:${feature}`] || []).map((file) => `/${file}`)]);
  return scriptLiteral(table);
}

/** A self-contained src/lib module compiled to an ES5 script for index.html's head. */
function headModule(file) {
  const source = require('node:fs').readFileSync(path.join(__dirname, file), 'utf8');
  const { code } = require('@swc/core').transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es5', minify: { compress: true, mangle: true } },
    module: { type: 'commonjs' },
    minify: true,
  });
  return `(function(){var exports={};${code};return exports})()`;
}

/**
 * index.html's head script, from the app's own functions so the first paint and the app never
 * disagree: the language (src/lib/detectLanguage.ts) sets <html lang dir>, and the web font
 * (src/lib/webFont.ts) is used from the first paint when an earlier visit cached it; config.json
 * and the call the screen's largest paint waits for are asked for beside the scripts
 * (src/api/bootCall.ts, with src/config/runtime.ts's reading of config.json).
 */
function headScript() {
  return [
    `var l=${headModule('src/lib/detectLanguage.ts')}.detectLanguage();document.documentElement.lang=l;document.documentElement.dir=l==='ar'?'rtl':'ltr';`,
    `${headModule('src/lib/webFont.ts')}.applyCachedWebFont();`,
    `${headModule('src/api/bootCall.ts')}.startBootCalls(location,${headModule('src/config/runtime.ts')});`,
  ].join('');
}

/**
 * The published pages' head script (public/page.html, filled by scripts/publish.cjs): a bare
 * (English) address whose visitor chose Arabic goes to the page's /ar address before anything
 * paints; otherwise the web font when an earlier visit cached it. One text for every page, so the
 * CSP names one hash.
 */
function publishedHeadScript() {
  return [
    `(function(){var p=location.pathname;`,
    `if(!/^\\/ar(\\/|$)/.test(p)&&${headModule('src/lib/detectLanguage.ts')}.detectLanguage()==='ar'){location.replace('/ar'+(p==='/'?'/':p)+location.search+location.hash);return}`,
    `${headModule('src/lib/webFont.ts')}.applyCachedWebFont();})();`,
  ].join('');
}

/** public/page.html with the app's files as tags and the head script: its <!--dalil:…--> marks stay for scripts/publish.cjs. */
function publishedTemplate(compilation) {
  const { js, css } = entryFiles(compilation, 'main');
  const parameters = {
    headScript: publishedHeadScript(),
    appStyles: css.map((href) => `<link rel="stylesheet" href="${href}" />`).join(''),
    appScripts: js.map((src) => `<script defer src="${src}"></script>`).join(''),
  };
  const template = require('node:fs').readFileSync(path.join(__dirname, 'public', 'page.html'), 'utf8');
  return template.replace(/<%= (\w+) %>/g, (_match, name) => parameters[name]);
}

/**
 * For scripts/publish.cjs: dist/page.html, the published pages' template (not through
 * html-webpack-plugin, whose minifier drops the fill-in marks), and dist/publish-manifest.json,
 * each route's pattern with its screen's chunk files.
 */
class PublishManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { RawSource } = compiler.webpack.sources;
        const routes = JSON.parse(routePreloads(compilation));
        compilation.emitAsset('publish-manifest.json', new RawSource(`${JSON.stringify({ routes }, null, 2)}\n`));
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

/** The catalogues' words the record preview paints (its PreviewTexts), per language. */
function previewTexts() {
  const texts = {};
  for (const language of ['en', 'ar']) {
    const read = (ns) => require(`./src/locales/${language}/${ns}.json`);
    const pages = read('pages');
    texts[language] = {
      back: { offer: read('offers').detail.back, ad: pages.ad.back, product: read('products').back, partner: read('partners').detail.back },
      adLevel: { featured: pages.ad.level1, spotlight: pages.ad.level2 },
    };
  }
  return scriptLiteral(texts);
}

module.exports = (env, argv) => {
  if (env && env.server) return serverConfig();
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    // The record preview (src/app/previewEntry.ts) is a small entry of its own, with its runtime
    // inside it and nothing split out, so index.html asks for one file on the screens that use it.
    entry: { main: './src/main.tsx', preview: './src/app/previewEntry.ts' },
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
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|svg|jpg|jpeg|gif|webp)$/i, type: 'asset/resource' },
        { test: /\.(woff2?|ttf|eot)$/i, type: 'asset/resource', generator: { filename: 'assets/fonts/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', inject: false, templateParameters: (compilation) => ({ appFiles: scriptLiteral(entryFiles(compilation, 'main')), previewFile: scriptLiteral(entryFiles(compilation, 'preview').js[0]), bootTexts: bootTexts(), headScript: headScript(), previewTexts: previewTexts(), routePreloads: production ? routePreloads(compilation) : '[]' }) }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/page.html'] } }] }),
      ...(production ? [new RouteManifestPlugin(), new PublishManifestPlugin()] : []),
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' })] : []),
      // Each script and stylesheet also compressed once, at build time, at the highest levels (a
      // server compressing per request settles for a fast, weaker level): brotli 11 makes the
      // vendor chunk 93 KB where the per-request brotli sent 109. `npm run serve` answers with these
      // (scripts/serve.cjs); a CDN or nginx (brotli_static, gzip_static) serves them the same way.
      ...(production
        ? [
            new CompressionPlugin({ test: PRECOMPRESSED, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } } }),
            new CompressionPlugin({ test: PRECOMPRESSED, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: (chunk) => chunk.name !== 'preview' },
      // The app's runtime in a file of its own; the preview keeps its (small) runtime inside it.
      runtimeChunk: { name: (entrypoint) => (entrypoint.name === 'main' ? 'runtime' : undefined) },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT || 8080),
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      static: false,
      setupMiddlewares: (middlewares) => [{ name: 'dalil-config', middleware: configMiddleware }, ...middlewares],
    },
  };
};
