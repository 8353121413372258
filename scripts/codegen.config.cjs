// @rtk-query/codegen-openapi 2.2.0 configuration. Input is the envelope-free view of openapi.yaml
// written by scripts/codegen.cjs (see scripts/openapi-unwrapped.cjs for why).
const path = require('node:path');

module.exports = {
  schemaFile: path.resolve(__dirname, '..', 'node_modules', '.cache', 'dalil', 'openapi.unwrapped.json'),
  apiFile: '../baseApi.ts',
  apiImport: 'baseApi',
  outputFile: path.resolve(__dirname, '..', 'src', 'api', 'generated', 'endpoints.gen.ts'),
  exportName: 'dalilApi',
  hooks: { queries: true, lazyQueries: false, mutations: true },
};
