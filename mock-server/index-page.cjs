'use strict';
// GET / of the mock: what a developer meets at the printed URL. The contract's operations (from
// openapi.yaml, each GET with a link that answers as it stands), the mock's own hooks (not in the
// contract), the fixture set in use and a few links to try. JSON ({"data": ...}, like every other
// answer of the mock) unless the client prefers HTML (a browser), then the same as a small page.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The mock's own hooks: README.md describes each. */
const HOOKS = [
  { method: 'GET', path: '/__mock/health', summary: 'Status, the fixture set, its sizes, today and the clock' },
  { method: 'GET', path: '/__mock/registrations', summary: 'What the join form stored' },
  { method: 'DELETE', path: '/__mock/registrations', summary: 'Forget the registrations and the rate-limit history' },
  { method: 'GET', path: '/__mock/requests', summary: 'The last requests the mock answered (?limit=N)' },
  { method: 'DELETE', path: '/__mock/requests', summary: 'Empty the request log' },
  { method: 'GET', path: '/__mock/clock', summary: 'The instant open_now is decided at' },
  { method: 'PUT', path: '/__mock/clock', summary: 'Pin that instant: {"now": "2026-11-23T08:30:00+04:00"}' },
  { method: 'DELETE', path: '/__mock/clock', summary: 'Back to MOCK_NOW or the real time' },
  { method: 'POST', path: '/__mock/reset', summary: 'Back to the fixture set as loaded (edits, registrations, log, clock)' },
  { method: 'GET', path: '/_db', summary: "The whole database, json-server's way; /_db/<table>?name_like=…&_page=2, PATCH /_db/offers/5 edits live" },
  { method: 'GET', path: '/__services/reverse', summary: 'Stand-in reverse geocoder (?lat=&lon=, Nominatim shape)' },
];

/** A value for a parameter that the contract accepts: its example, first enum value or default, else 1. */
function sampleValue(param) {
  const schema = param.schema || {};
  if (param.example !== undefined) return param.example;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  return 1;
}

function resolve(spec, item) {
  if (!item || !item.$ref) return item;
  return item.$ref.replace(/^#\//, '').split('/').reduce((node, key) => node[key], spec);
}

/**
 * Every operation of the contract; a GET gets a `try` link with its path filled in (and its
 * required query parameters) from the contract's own examples, so it answers 200 as it stands.
 */
function operationsOf(spec) {
  const operations = [];
  for (const [path, item] of Object.entries(spec.paths || {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters || []), ...(op.parameters || [])].map((p) => resolve(spec, p));
      const entry = { method: method.toUpperCase(), path, operationId: op.operationId, summary: op.summary || '' };
      if (method === 'get') {
        let href = path.replace(/\{(\w+)\}/g, (_, name) => {
          const param = params.find((p) => p.in === 'path' && p.name === name);
          return encodeURIComponent(String(param ? sampleValue(param) : 1));
        });
        const query = params.filter((p) => p.in === 'query' && p.required).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleValue(p)))}`);
        if (query.length > 0) href += `?${query.join('&')}`;
        entry.try = href;
      }
      operations.push(entry);
    }
  }
  return operations;
}

/** The index as data: what GET / answers (inside the envelope). */
function indexData(spec, info) {
  return {
    name: 'Dalil contract mock',
    contract: { title: spec.info && spec.info.title, version: spec.info && spec.info.version, file: 'openapi.yaml' },
    fixtures: info,
    operations: operationsOf(spec),
    hooks: HOOKS,
    tryFirst: [
      '/providers/get_active_categories',
      '/providers/get_paging_active_companies?o=0&l=5',
      '/providers/get_company_by_id/1/',
      '/offers/get_all_active_offers?o=0&l=5',
      '/__mock/health',
      '/_db/companies?_page=1&_limit=3',
    ],
    docs: 'mock-server/README.md',
  };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const link = (href) => `<a href="${escapeHtml(href)}"><code>${escapeHtml(href)}</code></a>`;

/** The same index as a small self-contained page (no scripts, no outside resources). */
function indexHtml(data) {
  const f = data.fixtures;
  const rows = (items) => items
    .map((o) => `<tr><td>${escapeHtml(o.method)}</td><td>${o.try ? link(o.try) : `<code>${escapeHtml(o.path)}</code>`}</td><td>${escapeHtml(o.summary)}</td></tr>`)
    .join('\n');
  const counts = Object.entries(f.counts || {}).map(([table, n]) => `${escapeHtml(table)} ${n}`).join(', ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.name)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1b2a20; }
table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #dde5df; vertical-align: top; }
code { font-size: 13px; } a { color: #2f6b02; }
</style>
</head>
<body>
<h1>${escapeHtml(data.name)}</h1>
<p>Every path of <code>${escapeHtml(data.contract.file)}</code> (${escapeHtml(data.contract.title)} ${escapeHtml(data.contract.version)}), answered from the fixture set below. Requests are checked against the contract. Ask for <code>application/json</code> to get this index as data. More in <code>${escapeHtml(data.docs)}</code>.</p>
<h2>Fixture set</h2>
<p><strong>${escapeHtml(f.set)}</strong>: ${counts}; today ${escapeHtml(f.today)}, clock ${escapeHtml(f.now)}${f.clockPinned ? ' (pinned)' : ''}.</p>
<h2>Try</h2>
<ul>
${data.tryFirst.map((href) => `<li>${link(href)}</li>`).join('\n')}
</ul>
<h2>Operations (${data.operations.length})</h2>
<table>
<thead><tr><th>Method</th><th>Path</th><th>What</th></tr></thead>
<tbody>
${rows(data.operations)}
</tbody>
</table>
<h2>Hooks (not in the contract)</h2>
<table>
<thead><tr><th>Method</th><th>Path</th><th>What</th></tr></thead>
<tbody>
${rows(data.hooks.map((h) => ({ ...h, try: h.method === 'GET' && h.path !== '/__services/reverse' ? h.path : undefined })))}
</tbody>
</table>
</body>
</html>
`;
}

/** The handler for GET /: `info()` gives the fixture set's name, sizes and clock at request time. */
function indexHandler(spec, info) {
  return (req, res) => {
    const data = indexData(spec, info());
    // A browser asks for text/html first; fetch, curl and the app's clients get JSON.
    if (req.accepts(['application/json', 'text/html']) === 'text/html') {
      res.type('html').send(indexHtml(data));
      return;
    }
    res.json({ data });
  };
}

module.exports = { indexHandler, indexData, indexHtml, HOOKS };
