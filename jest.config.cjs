// Two projects: component/unit tests in jsdom, and contract tests (mock server) in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must transform.
const esmPackages = [
  'react-leaflet',
  '@react-leaflet',
  'until-async',
  'rettime',
  '@mswjs',
  'msw',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  '@open-draft',
  'is-node-process',
  'leaflet.markercluster',
].join('|');

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/tests/jest/jsdom-environment.cjs',
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
      roots: ['<rootDir>/src', '<rootDir>/tests/unit'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
      // A component journey renders a whole route; on a loaded 2-core machine 5 s was not always enough.
      testTimeout: 20000,
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '\\.(css)$': '<rootDir>/tests/jest/style-stub.cjs',
        '\\.(png|svg|jpg|jpeg|gif|webp|woff2?)$': '<rootDir>/tests/jest/file-stub.cjs',
      },
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    },
    {
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/contract', '<rootDir>/tests/tooling'],
      testMatch: ['**/*.test.cjs'],
    },
  ],
};
