// Lint: TypeScript-aware rules, React hooks rules, and the one-way import flow of style.md:
// app → features → components/lib/config/api; features never import one another.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['home', 'partners', 'offers', 'categories', 'register', 'search', 'ads', 'pages'];

export default tseslint.config(
  { ignores: ['tests/lint-fixtures/**', 'dist/**', 'node_modules/**', 'coverage/**', 'src/api/generated/**', 'test-results/**', 'playwright-report/**'] },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from @/app/hooks.' },
          ],
          patterns: [
            { group: ['@/api/generated/*', '**/api/generated/*'], message: 'Import API hooks and types from @/api only.' },
          ],
        },
      ],
    },
  },
  // Features: no feature imports another feature, nor app internals other than hooks/reducer.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from @/app/hooks.' },
          ],
          patterns: [
            { group: ['@/api/generated/*'], message: 'Import API hooks and types from @/api only.' },
            {
              group: features.filter((f) => f !== feature).map((f) => `@/features/${f}*`),
              message: 'Features never import one another: move the shared piece to components/ or lib/.',
            },
            { group: ['@/app/*', '!@/app/hooks', '!@/app/reducer', '!@/app/store'], message: 'Features may import only @/app/hooks and @/app/reducer from app.' },
          ],
        },
      ],
    },
  })),
  // Shared layers import nothing from features or app, and from the API only its types: cards
  // take data as props and never call the API.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared layers never import features or app.' },
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
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
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
);
