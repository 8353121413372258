// Lint: TypeScript-aware rules, React hooks rules, and the one-way import flow of docs/architecture.md:
// app → features → domain → components/lib/config/api/store; features never import one another.
import js from '@eslint/js';
import fs from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The entries of a folder under src/ as they are on disk: a new one is covered the moment it exists. */
const entriesOf = (folder, { foldersOnly = true } = {}) =>
  fs
    .readdirSync(new URL(`./src/${folder}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => !foldersOnly || entry.isDirectory())
    .map((entry) => entry.name);

const features = entriesOf('features');
/** One folder per domain idea (saved places, opening hours, directions, near me), each behind its index.ts. */
const domainIdeas = entriesOf('domain');
/**
 * The shared components that show a record with its domain pieces (a card's save button and opening
 * status, the header's saved count): they sit above the domain layer and reach it through its index.
 * Every other entry of src/components is a primitive the domain modules build on.
 */
const composites = ['cards', 'layout'];
const primitives = entriesOf('components', { foldersOnly: false }).filter((name) => !composites.includes(name));

/**
 * The one-way import flow as zones over folders (import-x/no-restricted-paths resolves every import,
 * relative ones included, to a file before it checks): app → features → components/cards and
 * components/layout (composites) → domain → the other components (primitives) / lib / config / api /
 * store. A feature reaches no other feature and nothing of app (the composition root); a domain
 * module is reached only through its index.ts and reaches no feature, app or composite; primitives
 * reach no domain module, feature, app or the store; lib reaches none of them.
 */
const importZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import one another: move the shared piece to components/ or lib/.',
  })),
  { target: './src/features', from: './src/app', message: "Features never import app, the composition root (routes, providers): the store kernel is @/store." },
  ...domainIdeas.map((idea) => ({
    target: ['./src/app', './src/features', './tests', ...composites.map((name) => `./src/components/${name}`), ...domainIdeas.filter((other) => other !== idea).map((other) => `./src/domain/${other}`)],
    from: `./src/domain/${idea}`,
    except: ['./index.ts'],
    message: `Import the domain module through its public entry, @/domain/${idea}: what is inside its folder may change.`,
  })),
  { target: './src/domain', from: ['./src/features', './src/app'], message: 'A domain module imports no feature or app: the screens use it, not the other way round.' },
  { target: './src/domain', from: composites.map((name) => `./src/components/${name}`), message: 'A domain module builds on the shared primitives, not on the composites (cards, layout) that show it.' },
  { target: './src/store', from: ['./src/app', './src/features', './src/components', './src/domain'], message: 'The store kernel imports no app, feature, domain module or component.' },
  { target: './src/components', from: ['./src/features', './src/app', './src/store'], message: 'Shared components never import features, app or the store: data comes in as props.' },
  { target: primitives.map((name) => `./src/components/${name}`), from: './src/domain', message: 'Shared primitives sit below the domain modules: only the composites (components/cards, components/layout) show a domain piece.' },
  { target: ['./src/lib', './src/config'], from: ['./src/components', './src/features', './src/app', './src/store', './src/domain'], message: 'lib and config are the bottom layer: they import no components, domain modules, features, store or app.' },
];

export default tseslint.config(
  { ignores: ['tests/lint-fixtures/**', 'dist/**', 'dist-server/**', 'dist-server-dev/**', 'site/**', 'bench-results/**', '.tmp/**', 'node_modules/**', 'coverage/**', 'src/api/generated/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'playwright.config.ts'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    // The resolver follows the @/ alias of tsconfig, so a cycle through an alias is still a cycle.
    // The TypeScript settings make import-x parse .ts/.tsx dependencies (by default it reads .js only).
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Two modules that import each other load in an order that depends on who imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from @/store.' },
          ],
          patterns: [
            { group: ['@/api/generated/*', '**/api/generated/*'], message: 'Import API hooks and types from @/api only.' },
          ],
        },
      ],
    },
  },
  // Shared layers take from the API only its types: cards take data as props and never call the
  // API. (What they may not import at all is in importZones.)
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api', '@/api/*'],
              allowTypeImports: true,
              message: 'Shared layers may import API types only (import type): data comes in as props.',
            },
          ],
        },
      ],
    },
  },
  // API text is never HTML and every link from API data goes through the one sanitiser
  // (src/lib/safeLinks.ts: http, https, mailto, tel only). The JSON-LD of partner pages is
  // written with textContent after escaping, so no exception is needed here.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'API text is never rendered as HTML: render it as text.',
        },
        {
          selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]",
          message: 'API text is never rendered as HTML: set textContent.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/]",
          message: 'API text is never rendered as HTML.',
        },
        {
          selector: "JSXAttribute[name.name='href'] > JSXExpressionContainer > MemberExpression:not([property.name=/[hH]ref$/])",
          message: 'A link from data must go through safeExternalHref / telHref / mailtoHref (src/lib/safeLinks.ts) or ExternalLink; name the checked value …Href.',
        },
        {
          selector: "JSXAttribute[name.name='href'] > JSXExpressionContainer > :matches(TemplateLiteral, BinaryExpression):has(MemberExpression)",
          message: 'Do not build a link from data by hand: use a paths.*.getHref helper or the sanitiser in src/lib/safeLinks.ts.',
        },
      ],
    },
  },
  { files: ['src/store/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  // Playwright's waitForFunction takes the promise an async predicate returns for a truthy answer
  // and resolves at once: such a wait could never fail (it let the offline journeys read the caches
  // before the worker had filled them). Poll with page.evaluate instead (tests/e2e/support.ts: untilInPage).
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,cjs,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message: 'waitForFunction resolves at once on an async predicate (a promise is truthy): poll page.evaluate instead (untilInPage).',
        },
      ],
    },
  },
);
