// The floor's build (npm run bench -- --floor): ./entry.tsx and ./page.html, compiled as the app is
// (webpack.config.js's resolve aliases, swc-loader rule and chunk splitting, read from it, not
// copied) and precompressed as the app's scripts are, into BENCH_FLOOR_OUT (a temporary folder;
// never dist/). `webpack --config scripts/bench-floor/webpack.config.cjs --mode production`.
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const appConfig = require('../../webpack.config.js');

const root = path.resolve(__dirname, '..', '..');

module.exports = (env = {}, argv = {}) => {
  const app = appConfig(env, { ...argv, mode: 'production' });
  return {
    mode: 'production',
    context: root,
    // Named main, as the app's entry is, so the app's runtimeChunk setting gives it the same runtime file.
    entry: { main: path.join(__dirname, 'entry.tsx') },
    output: {
      path: path.resolve(process.env.BENCH_FLOOR_OUT || path.join(os.tmpdir(), 'dalil-bench-floor')),
      filename: 'assets/[name].[contenthash:10].js',
      chunkFilename: 'assets/[name].[contenthash:10].js',
      publicPath: '/',
      clean: true,
    },
    devtool: false,
    resolve: app.resolve,
    // The app's rules; its swc-loader excludes node_modules only, so scripts/ compiles as src/ does.
    module: app.module,
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'page.html'), filename: 'index.html', scriptLoading: 'defer', inject: 'head' }),
      // The app's compile hint: the floor's framework code is compiled as the app's is.
      appConfig.eagerCompileHint(),
      new CompressionPlugin({ test: /\.js$/, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } } }),
      new CompressionPlugin({ test: /\.js$/, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
    ],
    optimization: { splitChunks: app.optimization.splitChunks, runtimeChunk: app.optimization.runtimeChunk },
    performance: { hints: false },
  };
};
