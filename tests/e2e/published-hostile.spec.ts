// Hostile API data in the published site (issue 30): the publish step run against the hostile
// fixtures (script payloads in every text field, javascript:/data:/vbscript: in every link field,
// bidi overrides, broken types), then every file it wrote read back. No page may carry executable
// markup from API text: its only scripts are the app's own files, the template's head script and app loader, and JSON that
// parses (JSON-LD, the embedded state); no event-handler attribute, no unsafe URL, no frame.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const run = promisify(execFile);
const out = path.join(os.tmpdir(), `dalil-published-hostile-${process.pid}`);
let mock: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const child = fork(path.join(process.cwd(), 'mock-server', 'index.cjs'), [], {
    env: { ...process.env, API_PORT: '0', MOCK_FIXTURES: 'hostile', MOCK_DATA_DIR: `${out}-data` },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  mock = child;
  const api = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'listening' && message.url) resolve(message.url);
    });
    child.once('exit', (code) => reject(new Error(`hostile mock exited with ${code}`)));
  });
  fs.rmSync(out, { recursive: true, force: true });
  // In the publish's own thread: the journeys' site (npm run serve) is drawn by two render workers.
  await run(process.execPath, [path.join('scripts', 'publish.cjs'), '--api', api, '--site', 'https://dalil.example', '--out', out, '--workers', '1'], { maxBuffer: 1 << 24 });
});

test.afterAll(() => {
  mock?.kill('SIGTERM');
  fs.rmSync(out, { recursive: true, force: true });
});

/** Every file the publish wrote, but the build's own scripts, styles, fonts and images. */
function writtenFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).startsWith(`assets${path.sep}`));
}

test('no published file carries executable markup from API text', async ({ page }) => {
  test.setTimeout(600_000);
  const files = writtenFiles(out);
  const pages = files.filter((file) => file.endsWith('.html') && path.basename(file) !== 'app.html');
  expect(pages.length).toBeGreaterThan(20);
  // The template's own inline scripts (the head script, the app loader), each exactly as built.
  const templateScripts = [...fs.readFileSync(path.join('dist', 'page.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(templateScripts.length).toBeGreaterThan(0);
  for (const file of files.filter((name) => /\.(xml|txt)$/.test(name))) {
    expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/<script|javascript:/i);
  }
  // Read by the browser's own parser, a batch at a time.
  for (let start = 0; start < pages.length; start += 50) {
    const batch = pages.slice(start, start + 50).map((file) => ({ file, html: fs.readFileSync(file, 'utf8') }));
    const problems = await page.evaluate(
      ({ batch, templateScripts }) => {
        const found: string[] = [];
        for (const { file, html } of batch) {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          for (const script of doc.querySelectorAll('script')) {
            const type = script.getAttribute('type');
            const src = script.getAttribute('src');
            if (src !== null) {
              if (!/^\/assets\/[\w.-]+\.js$/.test(src)) found.push(`${file}: a script from ${src}`);
            } else if (type === 'application/ld+json' || type === 'application/json') {
              try {
                JSON.parse(script.textContent ?? '');
              } catch {
                found.push(`${file}: a ${type} block that is not JSON (broken out of?)`);
              }
            } else if (!templateScripts.includes(script.textContent ?? '')) {
              found.push(`${file}: an inline script that is not the template's`);
            }
          }
          for (const element of doc.querySelectorAll('*')) {
            for (const attribute of element.attributes) {
              if (/^on/i.test(attribute.name)) found.push(`${file}: ${element.tagName} ${attribute.name}`);
              if (/^(href|src|action|formaction|srcset|poster|xlink:href)$/i.test(attribute.name) && /^\s*(javascript|vbscript|data):/i.test(attribute.value)) {
                found.push(`${file}: ${element.tagName} ${attribute.name}=${attribute.value.slice(0, 40)}`);
              }
            }
          }
          if (doc.querySelector('iframe, object, embed, base, meta[http-equiv]')) found.push(`${file}: a frame, object, base or http-equiv`);
        }
        return found;
      },
      { batch, templateScripts },
    );
    expect(problems).toEqual([]);
  }
});
