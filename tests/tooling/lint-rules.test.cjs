// The import rules of docs/architecture.md are enforced by lint; these tests prove each rule fires, so a
// config change that silently disables one fails here. Probes break a rule on purpose: each is a
// file written where the rule applies (a new feature folder and a new domain folder among them: the
// zones come from the folders on disk), and all of them are linted in one ESLint run, which pays the type-aware
// resolver's start once instead of once per probe.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(root, 'node_modules', '.bin', 'eslint');

const BOUNDARY = 'import-x/no-restricted-paths';

/**
 * name → [folder under src, code]; every probe file is named after its key. NEW_FEATURE and
 * NEW_DOMAIN are folders made for the run; NEW_DOMAIN_NAME in code stands for the latter's name.
 */
const probes = {
  featureToFeatureAlias: ['features/offers', "import { PartnersPage } from '@/features/partners';\n\nexport const page = PartnersPage;\n"],
  featureToFeatureIndex: ['features/offers', "import { PartnersPage } from '../partners';\n\nexport const page = PartnersPage;\n"],
  featureToFeatureFile: ['features/offers', "import { PartnersPage } from '../partners/PartnersPage';\n\nexport const page = PartnersPage;\n"],
  featureToRoutes: ['features/offers', "import { AppRoutes } from '@/app/routes';\n\nexport const all = AppRoutes;\n"],
  newFeatureToFeatureAlias: ['NEW_FEATURE', "import { OffersPage } from '@/features/offers';\n\nexport const page = OffersPage;\n"],
  newFeatureToFeatureRelative: ['NEW_FEATURE', "import { OffersPage } from '../offers';\n\nexport const page = OffersPage;\n"],
  // Its own layer's neighbours, the shared layers and the store kernel stay open to a feature.
  newFeatureAllowed: [
    'NEW_FEATURE',
    "import { useAppDispatch } from '@/store';\nimport { PageHeader } from '@/components/ui';\nimport { formatDate } from '@/lib/format';\n\nexport const parts = [useAppDispatch, PageHeader, formatDate];\n",
  ],
  libToComponentsAlias: ['lib', "import { LazyMap } from '@/components/map';\n\nexport const map = LazyMap;\n"],
  libToComponentsRelative: ['lib', "import { LazyMap } from '../components/map';\n\nexport const map = LazyMap;\n"],
  libToFeature: ['lib', "import { OffersPage } from '@/features/offers';\n\nexport const page = OffersPage;\n"],
  libToApp: ['lib', "import { AppRoutes } from '@/app/routes';\n\nexport const routes = AppRoutes;\n"],
  libToStore: ['lib', "import { useAppDispatch } from '@/store';\n\nexport const hook = useAppDispatch;\n"],
  featureToAppRelative: ['features/offers', "import { AppRoutes } from '../../app/routes';\n\nexport const all = AppRoutes;\n"],
  componentToFeature: ['components/cards', "import { OffersPage } from '../../features/offers';\n\nexport const page = OffersPage;\n"],
  // Domain modules (src/domain/<idea>/): reached through their index only, never reaching up.
  featureToDomainIndex: ['features/offers', "import { NearMe } from '@/domain/nearMe';\n\nexport const near = NearMe;\n"],
  featureToDomainInternal: ['features/offers', "import { nearPoint } from '@/domain/nearMe/nearPoint';\n\nexport const point = nearPoint;\n"],
  featureToDomainInternalRelative: ['features/offers', "import { nearPoint } from '../../domain/nearMe/nearPoint';\n\nexport const point = nearPoint;\n"],
  featureToNewDomainInternal: ['features/offers', "import { probe } from '@/domain/NEW_DOMAIN_NAME/LintProbe_newDomainAllowed';\n\nexport const inner = probe;\n"],
  domainToFeature: ['domain/savedPlaces', "import { SavedPage } from '@/features/saved';\n\nexport const page = SavedPage;\n"],
  domainToFeatureRelative: ['domain/savedPlaces', "import { SavedPage } from '../../features/saved/SavedPage';\n\nexport const page = SavedPage;\n"],
  domainToApp: ['domain/savedPlaces', "import { AppRoutes } from '@/app/routes';\n\nexport const routes = AppRoutes;\n"],
  domainToOtherDomainInternal: ['domain/savedPlaces', "import { nearPoint } from '../nearMe/nearPoint';\n\nexport const point = nearPoint;\n"],
  domainToComposite: ['domain/savedPlaces', "import { CompanyCard } from '@/components/cards';\n\nexport const card = CompanyCard;\n"],
  newDomainToFeature: ['NEW_DOMAIN', "import { OffersPage } from '@/features/offers';\n\nexport const page = OffersPage;\n"],
  // Its own files, the primitives, lib, the API and the store stay open to a domain module.
  newDomainAllowed: [
    'NEW_DOMAIN',
    "import { Icon } from '@/components/Icon';\nimport { api } from '@/api';\nimport { formatDate } from '@/lib/format';\nimport { useAppDispatch } from '@/store';\nimport { NearMe } from '@/domain/nearMe';\n\nexport const probe = [Icon, api, formatDate, useAppDispatch, NearMe];\n",
  ],
  compositeToDomainIndex: ['components/cards', "import { SaveButton } from '@/domain/savedPlaces';\n\nexport const button = SaveButton;\n"],
  compositeToDomainInternal: ['components/cards', "import { SaveButton } from '@/domain/savedPlaces/SaveButton';\n\nexport const button = SaveButton;\n"],
  primitiveToDomain: ['components/ui', "import { SaveButton } from '@/domain/savedPlaces';\n\nexport const button = SaveButton;\n"],
  libToDomain: ['lib', "import { nearPoint } from '@/domain/nearMe';\n\nexport const point = nearPoint;\n"],
  componentApiValue: ['components/cards', "import { api } from '@/api';\n\nexport const reducer = api.reducer;\n"],
  componentApiType: ['components/cards', "import type { Offer } from '@/api';\n\nexport const title = (offer: Offer) => offer.title;\n"],
};

/** Rule ids reported per probe name (and for the cycle fixture). */
let reported;

beforeAll(() => {
  const newFeature = fs.mkdtempSync(path.join(root, 'src', 'features', 'lintprobe-'));
  const newDomain = fs.mkdtempSync(path.join(root, 'src', 'domain', 'lintprobe-'));
  const made = { NEW_FEATURE: newFeature, NEW_DOMAIN: newDomain };
  const written = [];
  try {
    for (const [name, [folder, code]] of Object.entries(probes)) {
      const dir = made[folder] ?? path.join(root, 'src', folder);
      const file = path.join(dir, `LintProbe_${name}.ts`);
      fs.writeFileSync(file, code.replaceAll('NEW_DOMAIN_NAME', path.basename(newDomain)));
      written.push(file);
    }
    const cycle = ['tests/lint-fixtures/cycle/first.ts', 'tests/lint-fixtures/cycle/second.ts'];
    const result = spawnSync(eslintBin, ['--no-ignore', '--format', 'json', ...written.map((file) => path.relative(root, file)), ...cycle], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const reports = JSON.parse(result.stdout);
    reported = Object.fromEntries(
      reports.map((report) => {
        const base = path.basename(report.filePath, '.ts');
        const name = base.startsWith('LintProbe_') ? base.slice('LintProbe_'.length) : `cycle/${base}`;
        return [name, report.messages.map((message) => message.ruleId)];
      }),
    );
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
    fs.rmSync(newFeature, { recursive: true, force: true });
    fs.rmSync(newDomain, { recursive: true, force: true });
  }
  // A ceiling for one ESLint run over every probe with the type-aware resolver, not a pace.
}, 600_000);

test('an import cycle fails lint', () => {
  expect([...reported['cycle/first'], ...reported['cycle/second']]).toContain('import-x/no-cycle');
});

test('a feature importing another feature fails lint, through the alias or a relative path', () => {
  expect(reported.featureToFeatureAlias).toContain(BOUNDARY);
  expect(reported.featureToFeatureIndex).toContain(BOUNDARY);
  expect(reported.featureToFeatureFile).toContain(BOUNDARY);
});

test('a feature folder made today is covered, and keeps its way to the shared layers and the store kernel', () => {
  expect(reported.newFeatureToFeatureAlias).toContain(BOUNDARY);
  expect(reported.newFeatureToFeatureRelative).toContain(BOUNDARY);
  expect(reported.newFeatureAllowed).toEqual([]);
});

test("a feature may not import app's composition root (its routes)", () => {
  expect(reported.featureToRoutes).toContain(BOUNDARY);
  expect(reported.featureToAppRelative).toContain(BOUNDARY);
});

test('lib imports no component, feature, store or app module', () => {
  expect(reported.libToComponentsAlias).toContain(BOUNDARY);
  expect(reported.libToComponentsRelative).toContain(BOUNDARY);
  expect(reported.libToFeature).toContain(BOUNDARY);
  expect(reported.libToApp).toContain(BOUNDARY);
  expect(reported.libToStore).toContain(BOUNDARY);
});

test('a shared component imports no feature, and of the API only its types', () => {
  expect(reported.componentToFeature).toContain(BOUNDARY);
  expect(reported.componentApiValue).toContain('@typescript-eslint/no-restricted-imports');
  expect(reported.componentApiType).toEqual([]);
});

test('a domain module is reached only through its index, from a feature, a composite or another domain module', () => {
  expect(reported.featureToDomainIndex).toEqual([]);
  expect(reported.compositeToDomainIndex).toEqual([]);
  expect(reported.featureToDomainInternal).toContain(BOUNDARY);
  expect(reported.featureToDomainInternalRelative).toContain(BOUNDARY);
  expect(reported.featureToNewDomainInternal).toContain(BOUNDARY);
  expect(reported.compositeToDomainInternal).toContain(BOUNDARY);
  expect(reported.domainToOtherDomainInternal).toContain(BOUNDARY);
});

test('a domain module imports no feature, app or composite, and a domain folder made today is covered', () => {
  expect(reported.domainToFeature).toContain(BOUNDARY);
  expect(reported.domainToFeatureRelative).toContain(BOUNDARY);
  expect(reported.domainToApp).toContain(BOUNDARY);
  expect(reported.domainToComposite).toContain(BOUNDARY);
  expect(reported.newDomainToFeature).toContain(BOUNDARY);
  expect(reported.newDomainAllowed).toEqual([]);
});

test('the primitives of components and lib sit below the domain modules', () => {
  expect(reported.primitiveToDomain).toContain(BOUNDARY);
  expect(reported.libToDomain).toContain(BOUNDARY);
});
