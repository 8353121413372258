import {
  addSaved,
  createSavedStore,
  emptySaved,
  parseSaved,
  removeSaved,
  SAVED_MAX_ITEMS,
  SAVED_STORAGE_KEY,
  SAVED_VERSION,
  serializeSaved,
  toggleSaved,
} from './savedPlaces';

const at = new Date('2026-11-23T10:00:00Z');
const acme = { kind: 'partner' as const, id: 7, names: { ar: 'أكمي', en: 'Acme' } };

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[SAVED_STORAGE_KEY, initial]]);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('the saved list format', () => {
  it('round-trips today’s versioned shape', () => {
    const state = addSaved(emptySaved, acme, at);
    const stored = JSON.parse(serializeSaved(state));
    expect(stored).toEqual({ version: SAVED_VERSION, items: [{ ...acme, savedAt: at.toISOString() }] });
    expect(parseSaved(serializeSaved(state))).toEqual(state);
  });

  it('reads nothing, corrupt JSON and non-objects as an empty list', () => {
    for (const raw of [null, '', '{not json', '42', '"text"', 'null', '{"version":1,"items":"x"}']) {
      expect(parseSaved(raw)).toEqual(emptySaved);
    }
  });

  it('migrates version 0, a bare list of items with the old kind name "company"', () => {
    const v0 = JSON.stringify([{ type: 'company', id: '3', name: 'شركة', en_name: 'Firm' }, { kind: 'offer', id: 9 }]);
    expect(parseSaved(v0).items).toEqual([
      { kind: 'partner', id: 3, names: { ar: 'شركة', en: 'Firm' }, savedAt: '' },
      { kind: 'offer', id: 9, names: { ar: '' }, savedAt: '' },
    ]);
    expect(parseSaved(v0).version).toBe(SAVED_VERSION);
  });

  it('migrates version 0 id lists per kind', () => {
    const v0 = JSON.stringify({ partners: [1, 2], offers: ['5'], products: [8, -1, 'x'] });
    expect(parseSaved(v0).items.map(({ kind, id }) => `${kind}:${id}`)).toEqual(['partner:1', 'partner:2', 'offer:5', 'product:8']);
  });

  it('keeps the sensible items of an unknown version and drops the rest', () => {
    const future = JSON.stringify({
      version: 9,
      items: [acme, { kind: 'event', id: 1 }, { kind: 'offer', id: 0 }, { kind: 'offer' }, null, 'x', { ...acme, names: { ar: 'again' } }],
    });
    expect(parseSaved(future).items).toEqual([{ ...acme, savedAt: '' }]);
  });

  it('caps a runaway list', () => {
    const many = Array.from({ length: SAVED_MAX_ITEMS + 50 }, (_, index) => ({ kind: 'offer', id: index + 1 }));
    expect(parseSaved(JSON.stringify({ version: 1, items: many })).items).toHaveLength(SAVED_MAX_ITEMS);
  });

  it('toggles: saving puts the item first once, saving again removes it', () => {
    const offer = { kind: 'offer' as const, id: 2, names: { ar: 'عرض' } };
    const both = toggleSaved(toggleSaved(emptySaved, acme, at), offer, at);
    expect(both.items.map((item) => item.id)).toEqual([2, 7]);
    expect(toggleSaved(both, acme).items.map((item) => item.id)).toEqual([2]);
    expect(removeSaved(both, 'product', 7)).toBe(both);
  });
});

describe('the saved store', () => {
  it('writes every change under the one key', () => {
    const storage = memoryStorage();
    const store = createSavedStore(() => storage);
    store.toggle(acme);
    expect(JSON.parse(storage.data.get(SAVED_STORAGE_KEY) as string).items[0]).toMatchObject(acme);
    store.remove('partner', 7);
    expect(JSON.parse(storage.data.get(SAVED_STORAGE_KEY) as string).items).toEqual([]);
  });

  it('starts from corrupt storage with an empty list and can still save', () => {
    const storage = memoryStorage('{"version":1,"items":[');
    const store = createSavedStore(() => storage);
    expect(store.getSnapshot().items).toEqual([]);
    store.toggle(acme);
    expect(store.getSnapshot().items).toHaveLength(1);
  });

  it('keeps working for the session when storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createSavedStore(() => storage);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(() => store.toggle(acme)).not.toThrow();
    expect(store.getSnapshot().items).toHaveLength(1);
    expect(store.isPersisted()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working when storage cannot even be read', () => {
    const store = createSavedStore(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(store.getSnapshot()).toEqual(emptySaved);
    store.toggle(acme);
    expect(store.getSnapshot().items).toHaveLength(1);
  });

  it('follows a change made in another tab', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = createSavedStore(() => storage, target as unknown as Window);
    storage.setItem(SAVED_STORAGE_KEY, JSON.stringify({ version: 1, items: [acme] }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SAVED_STORAGE_KEY }));
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual([7]);
  });
});
