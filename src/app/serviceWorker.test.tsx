import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { api } from '@/api';
import { fetchRawConfig } from '@/config/runtime';
import { nextTask } from '@/lib/nextTask';
import { noteAnswer } from '@/lib/shownAsOf';
import { makeStore } from '@/store';
import { makeCompany } from '@tests/utils/fixtures';
import { apiUrl, envelope, http, server } from '@tests/utils/msw';
import { makeTestI18n } from '@tests/utils/render';
import { startServiceWorker } from './serviceWorker';

// workbox-window's Workbox, as a stand-in whose events the test fires.
const workboxes: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners: Record<string, Array<() => void>> = {};
  register = jest.fn(async () => undefined);
  messageSkipWaiting = jest.fn();
  constructor(public url: string) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}
jest.mock('workbox-window', () => ({ Workbox: jest.fn((url: string) => new FakeWorkbox(url)) }));

let rawConfig: unknown = {};
jest.mock('@/config/runtime', () => ({ ...jest.requireActual('@/config/runtime'), fetchRawConfig: jest.fn(async () => rawConfig) }));

// Each step waits for the one before it to end its task: at once here, unless a test holds it.
jest.mock('@/lib/nextTask', () => ({ nextTask: jest.fn() }));
const nextTaskMock = jest.mocked(nextTask);

const unregister = jest.fn(async () => true);
beforeEach(() => {
  nextTaskMock.mockImplementation(() => Promise.resolve());
  workboxes.length = 0;
  rawConfig = {};
  unregister.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistrations: async () => [{ unregister }] } });
  document.body.innerHTML = '';
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('startServiceWorker', () => {
  it('registers /sw.js at the root', async () => {
    await startServiceWorker(await makeTestI18n());
    expect(workboxes).toHaveLength(1);
    expect(workboxes[0].url).toBe('/sw.js');
    expect(workboxes[0].register).toHaveBeenCalled();
    expect(unregister).not.toHaveBeenCalled();
  });

  it('runs in steps, each in a task of its own: none in the task that loaded it, the registration last', async () => {
    jest.mocked(fetchRawConfig).mockClear();
    const releases: (() => void)[] = [];
    nextTaskMock.mockImplementation(() => new Promise<void>((resolve) => releases.push(resolve)));
    const held = () => new Promise((resolve) => setTimeout(resolve, 50));
    const started = startServiceWorker(await makeTestI18n());
    await held();
    // Still in the task that loaded the chunk: not even config.json asked.
    expect(releases).toHaveLength(1);
    expect(jest.mocked(fetchRawConfig)).not.toHaveBeenCalled();
    releases[0]();
    await waitFor(() => expect(releases).toHaveLength(2));
    await held();
    // config.json read (and, with a store, the saved list and the "shown as of" line watched): the worker not yet made.
    expect(jest.mocked(fetchRawConfig)).toHaveBeenCalled();
    expect(workboxes).toHaveLength(0);
    releases[1]();
    await started;
    expect(workboxes).toHaveLength(1);
    expect(workboxes[0].register).toHaveBeenCalled();
  });

  it('with config.json’s kill switch, unregisters the worker instead of registering it', async () => {
    rawConfig = { serviceWorker: false };
    await startServiceWorker(await makeTestI18n());
    expect(workboxes).toHaveLength(0);
    expect(unregister).toHaveBeenCalled();
  });

  it('shows nothing until a new worker waits; then the prompt, whose Reload reloads once the new worker controls the page', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    await startServiceWorker(await makeTestI18n(), { reload });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => workboxes[0].fire('waiting'));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of Dalil is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workboxes[0].messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workboxes[0].fire('controlling');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('prompts in Arabic on an Arabic page', async () => {
    await startServiceWorker(await makeTestI18n('ar'), { reload: jest.fn() });
    await act(async () => workboxes[0].fire('waiting'));
    expect(await screen.findByRole('button', { name: 'أعد التحميل' })).toBeInTheDocument();
  });
});

describe('startServiceWorker where the browser refuses a worker', () => {
  it('leaves the page as it is, with no error', async () => {
    const { Workbox } = jest.requireMock<{ Workbox: jest.Mock }>('workbox-window');
    Workbox.mockImplementationOnce((url: string) => {
      const workbox = new FakeWorkbox(url);
      // workbox-window under a browser that blocks workers: register() finds no registration.
      workbox.register.mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'waiting')"));
      return workbox;
    });
    await expect(startServiceWorker(await makeTestI18n())).resolves.toBeUndefined();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('"Shown as of …"', () => {
  afterEach(() => act(() => noteAnswer(null)));

  it('appears once an answer came from the worker’s cache; back online the screen’s calls are asked again, and it empties', async () => {
    let cached = true;
    server.use(
      http.get(apiUrl('/providers/get_company_by_id/4/'), () =>
        envelope(makeCompany({ id: 4 }), cached ? { headers: { 'X-Dalil-Cached-At': '2026-11-26T10:05:00.000Z' } } : undefined),
      ),
    );
    const store = makeStore();
    await startServiceWorker(await makeTestI18n(), { store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => store.dispatch(api.endpoints.getCompanyById.initiate({ id: 4 })));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Shown as of \d\d:\d\d, \d{1,2} [A-Z][a-z]+$/);
    cached = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });
});

