// The served policy: built from the page's inline code and the configuration, never hard-coded.
const crypto = require('node:crypto');
const { headersFile, securityHeaders, inlineHashes, originOf } = require('../../scripts/security-headers.cjs');

const boot = "(function(){document.documentElement.lang='en';})();";
const html = `<!doctype html><html><head><script>${boot}</script><script defer src="/assets/main.js"></script>
<style>body{margin:0}</style></head><body><div id="root"></div></body></html>`;
const config = {
  apiBaseUrl: 'https://api.dalil.example/v1',
  tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  routingUrl: 'https://routing.example.com/route',
  geocodingUrl: 'https://geo.example.com/reverse',
};
const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

function directives(policy) {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('security headers', () => {
  const headers = securityHeaders(html, config);
  const csp = directives(headers['Content-Security-Policy']);

  it("allows scripts from 'self' and the inline boot script by its hash, never 'unsafe-inline'", () => {
    expect(csp['script-src']).toEqual(["'self'", sha(boot)]);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('hashes the inline boot styles and skips external scripts', () => {
    expect(inlineHashes(html, 'script')).toHaveLength(1);
    expect(csp['style-src']).toEqual(["'self'", sha('body{margin:0}')]);
  });

  it('builds connect-src and img-src from the configured hosts', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.dalil.example', 'https://routing.example.com', 'https://geo.example.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://api.dalil.example', 'https://*.tile.example.org']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('sends nosniff, the referrer policy and geolocation for the site itself only', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(self\)/);
  });

  it('lets the contract-violation monitor into connect-src only when config.json names one', () => {
    const config = { apiBaseUrl: 'https://api.dalil.example', tileUrl: '', contractReportUrl: 'https://monitor.example.net/dalil/contract' };
    const withMonitor = directives(securityHeaders(html, config)['Content-Security-Policy']);
    expect(withMonitor['connect-src']).toEqual(["'self'", 'https://api.dalil.example', 'https://monitor.example.net']);
    const without = directives(securityHeaders(html, { ...config, contractReportUrl: '' })['Content-Security-Policy']);
    expect(without['connect-src']).toEqual(["'self'", 'https://api.dalil.example']);
  });

  it('ignores empty or non-web configured URLs', () => {
    expect(originOf('')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    const bare = directives(securityHeaders(html, { apiBaseUrl: 'http://127.0.0.1:3001', tileUrl: '' })['Content-Security-Policy']);
    expect(bare['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3001']);
  });

  it('lets only a same-origin script be a worker, and the manifests come from the site itself (issue 35)', () => {
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('the _headers file gives every path the policy, and the worker no HTTP caching', () => {
    const text = headersFile(headers);
    const [everything, worker] = text.split(/\n(?=\/)/);
    expect(everything.split('\n')[0]).toBe('/*');
    expect(everything).toContain(`  Content-Security-Policy: ${headers['Content-Security-Policy']}`);
    expect(worker.trimEnd().split('\n')).toEqual(['/sw.js', '  Cache-Control: no-cache']);
  });
});
