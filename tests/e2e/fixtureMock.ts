// A second contract mock with another fixture set (MOCK_FIXTURES=hostile, offcontract), started by
// the spec that needs it. The app's API calls are forwarded to it, so the page, its CSP and its
// origin stay those of `npm run serve`.
import type { Page } from '@playwright/test';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test } from './fixtures';

const API = `http://127.0.0.1:${process.env.API_PORT || 3001}`;

/** Starts a mock on `fixtures` for the spec (beforeAll / afterAll); the returned function routes a page to it. */
export function startFixtureMock(fixtures: string): (page: Page) => Promise<void> {
  let mock: ChildProcess | undefined;
  let mockUrl = '';
  test.beforeAll(async () => {
    const child = fork(path.join(process.cwd(), 'mock-server', 'index.cjs'), [], {
      env: {
        ...process.env,
        API_PORT: '0',
        MOCK_FIXTURES: fixtures,
        MOCK_PUBLIC_URL: API, // media from the app's own API host, as the CSP allows
        MOCK_DATA_DIR: path.join(os.tmpdir(), `dalil-${fixtures}-${process.pid}`),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    mock = child;
    mockUrl = await new Promise<string>((resolve, reject) => {
      child.on('message', (message: { type?: string; url?: string }) => {
        if (message.type === 'listening' && message.url) resolve(message.url);
      });
      child.once('exit', (code) => reject(new Error(`${fixtures} mock exited with ${code}`)));
    });
  });
  test.afterAll(() => {
    mock?.kill('SIGTERM');
  });
  // A call the page made as the journey ended (the offers map's locations, drawn when near) is still
  // being forwarded: Playwright fails the journey with "route.fetch: Test ended" unless the routes
  // are taken down first, the calls in flight left to end unanswered (CI at 1541228, /offers/1).
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
  return async (page) => {
    await page.route(
      (url) => url.origin === API && !url.pathname.startsWith('/media/'),
      async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `${mockUrl}${url.pathname}${url.search}` });
        await route.fulfill({ response });
      },
    );
  };
}
