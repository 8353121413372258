// The app's source behind a minified frame of the production build (dist/ and its source maps), for
// the benchmarks that read CPU profiles and traces (bench:trace, bench:waits).
const fs = require('node:fs');
const path = require('node:path');
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');

const dist = path.resolve(__dirname, '..', '..', 'dist');
const maps = new Map();

/**
 * The source file (relative to the project, or the package's own path under node_modules), line and
 * name at a script's position (0-based line, as CPU profiles give it); null without a source map.
 */
function originalFrame(url, line, column) {
  const file = path.join(dist, new URL(url, 'http://x').pathname);
  if (!maps.has(file)) maps.set(file, fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null);
  const map = maps.get(file);
  if (!map) return null;
  const position = originalPositionFor(map, { line: line + 1, column });
  if (!position.source) return null;
  return { source: position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, ''), line: position.line, name: position.name };
}

/** The source file and line behind a minified frame: `react-dom/cjs/react-dom-client.production.js:2661`. */
function original(url, line, column) {
  const frame = originalFrame(url, line, column);
  return frame ? `${frame.source}:${frame.line}` : null;
}

module.exports = { originalFrame, original };
