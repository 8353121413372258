// Which builds a publish makes first (scripts/publish.cjs `buildsNeeded`): a renderer made beside
// another browser's build draws pages from other code, which the new scripts would then hydrate.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildsNeeded } = require('../../scripts/publish.cjs');
const { pageDigest } = require('../../scripts/publish/incremental.cjs');

let files;
beforeEach(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-builds-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  files = { build: false, dist: path.join(dir, 'dist'), renderer: path.join(dir, 'render.cjs'), stamp: path.join(dir, 'browser-build.sha256') };
});
afterEach(() => fs.rmSync(path.dirname(files.dist), { recursive: true, force: true }));

/** A browser's build whose bundle manifest names `script`. */
function browserBuild(script) {
  const manifest = JSON.stringify({ initial: [script] });
  fs.writeFileSync(path.join(files.dist, 'bundle-manifest.json'), manifest);
  return pageDigest(Buffer.from(manifest));
}

/** A renderer, stamped as made beside the build of digest `beside` (none: unstamped). */
function renderer(beside) {
  fs.writeFileSync(files.renderer, '');
  if (beside !== undefined) fs.writeFileSync(files.stamp, `${beside}\n`);
}

describe('buildsNeeded', () => {
  it('builds both when neither is there', () => {
    expect(buildsNeeded(files)).toEqual({ browser: true, renderer: true });
  });

  it('builds the renderer alone when it is missing', () => {
    browserBuild('assets/main.1111111111.js');
    expect(buildsNeeded(files)).toEqual({ browser: false, renderer: true });
  });

  it('builds nothing when the renderer was made beside this browser’s build', () => {
    renderer(browserBuild('assets/main.1111111111.js'));
    expect(buildsNeeded(files)).toEqual({ browser: false, renderer: false });
  });

  it('builds the renderer again after the browser’s was built anew (npm run build, npm test)', () => {
    renderer(browserBuild('assets/main.1111111111.js'));
    browserBuild('assets/main.2222222222.js');
    expect(buildsNeeded(files)).toEqual({ browser: false, renderer: true });
  });

  it('builds a renderer made some other way (no stamp) again, once', () => {
    browserBuild('assets/main.1111111111.js');
    renderer();
    expect(buildsNeeded(files)).toEqual({ browser: false, renderer: true });
  });

  it('builds both when asked, whatever is there', () => {
    renderer(browserBuild('assets/main.1111111111.js'));
    expect(buildsNeeded({ ...files, build: true })).toEqual({ browser: true, renderer: true });
  });
});
