// Production: content-hashed chunks (one per route via React.lazy), source maps, CSS extracted.
// Development: webpack-dev-server on PORT (default 8080) with history fallback.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { configMiddleware } = require('./scripts/runtime-config.cjs');

/**
 * Texts of the first paint (index.html's boot shell), taken from the catalogues so no string is
 * typed twice: the home hero title, and the title and lead of the list screens.
 */
function bootTexts() {
  const read = (language, ns) => require(`./src/locales/${language}/${ns}.json`);
  const texts = {};
  for (const language of ['en', 'ar']) {
    const [home, partners, offers, categories, register] = ['home', 'partners', 'offers', 'categories', 'register'].map((ns) => read(language, ns));
    const joinPage = { title: register.title, lead: register.lead };
    texts[language] = {
      '/': { hero: home.hero.title },
      '/partners': { title: partners.list.title, lead: partners.list.lead },
      '/offers': { title: offers.list.title, lead: offers.list.lead },
      '/categories': { title: categories.title, lead: categories.lead },
      '/register': joinPage,
      '/join': joinPage,
    };
  }
  // Inlined into a <script>: never let catalogue text close it.
  return JSON.stringify(texts).replace(/</g, '\\u003c');
}

/**
 * Writes dist/bundle-manifest.json: the files each lazily loaded feature (route) needs on top of
 * index.html's, named after the feature folder, so scripts/bench-bundle.cjs can check each route's
 * first load against its budget.
 */
class RouteManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const routes = {};
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const origin = group.origins.map((o) => o.request).find((request) => /features\/\w+$/.test(request || ''));
          const name = origin ? `route:${origin.split('/').pop()}` : group.name;
          if (!name) continue;
          const files = new Set([...(routes[name] || []), ...group.getFiles().filter((file) => /\.(js|css)$/.test(file))]);
          routes[name] = [...files].sort();
        }
        compilation.emitAsset('bundle-manifest.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
      });
    });
  }
}

/**
 * src/lib/detectLanguage.ts as an ES5 script for index.html's head, so the page's lang/dir before
 * the first paint and the app's language come from one function.
 */
function detectLanguageScript() {
  const source = require('node:fs').readFileSync(path.join(__dirname, 'src/lib/detectLanguage.ts'), 'utf8');
  const { code } = require('@swc/core').transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es5', minify: { compress: true, mangle: true } },
    module: { type: 'commonjs' },
    minify: true,
  });
  return `var exports={};${code};var l=exports.detectLanguage();document.documentElement.lang=l;document.documentElement.dir=l==='ar'?'rtl':'ltr';`;
}

module.exports = (_env, argv) => {
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
      alias: { '@': path.resolve(__dirname, 'src') },
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
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', templateParameters: { bootTexts: bootTexts(), detectLanguage: detectLanguageScript() } }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(production ? [new RouteManifestPlugin()] : []),
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' })] : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
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
