#!/usr/bin/env node
// npm start: the contract mock API (API_PORT, 3001) and the webpack dev server (PORT, 8080) in one command;
// the dev server renders each page on request as the publish does (scripts/dev-renderer.cjs).
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const env = { ...process.env, API_PORT: process.env.API_PORT || '3001', PORT: process.env.PORT || '8080' };
const children = [
  spawn(process.execPath, [path.join(root, 'mock-server', 'index.cjs')], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
