// Three projects: component/unit tests in jsdom, pages rendered in Node as the publish step renders
// them, and contract tests (mock server) in node.
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
  // A ceiling for a stuck test, not a pace: a component journey renders a whole route and waits for
  // what it asserts, so a host 3-4x slower takes longer without failing. Global: Jest reads
  // testTimeout only here, not per project (a project's own setting left the 5 s default in force).
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/tests/jest/jsdom-environment.cjs',
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
      roots: ['<rootDir>/src', '<rootDir>/tests/unit'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
      // Stylesheets and files first: the first pattern that matches wins, and '@/styles/x.css' is both.
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/tests/jest/style-stub.cjs',
        '\\.(png|svg|jpg|jpeg|gif|webp|woff2?)$': '<rootDir>/tests/jest/file-stub.cjs',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@tests/(.*)$': '<rootDir>/tests/$1',
      },
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    },
    {
      // Pages rendered as the publish step renders them: Node, no DOM (issue 30).
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      testMatch: ['**/*.test.tsx'],
      // Stylesheets and files first: the first pattern that matches wins, and '@/styles/x.css' is both.
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/tests/jest/style-stub.cjs',
        '\\.(png|svg|jpg|jpeg|gif|webp|woff2?)$': '<rootDir>/tests/jest/file-stub.cjs',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@tests/(.*)$': '<rootDir>/tests/$1',
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
