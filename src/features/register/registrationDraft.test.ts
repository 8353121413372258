import { emptyRegistration } from './registration';
import { DRAFT_STORAGE_KEY, clearDraft, hasContent, loadDraft, newIdempotencyKey, saveDraft } from './registrationDraft';

describe('the registration draft', () => {
  it('round-trips values and the idempotency key through localStorage', () => {
    const values = { ...emptyRegistration, companyName: 'مخبز', isFamilyBusiness: true };
    saveDraft({ values, idempotencyKey: 'key-1' });
    expect(loadDraft()).toEqual({ values, idempotencyKey: 'key-1' });
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}');
    expect(stored.version).toBe(1);
  });

  it('never stores the honeypot, nor any field the form does not have', () => {
    const values = { ...emptyRegistration, website_confirm: 'spam', extra: 1 } as typeof emptyRegistration;
    saveDraft({ values, idempotencyKey: 'key-1' });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toMatch(/website_confirm|spam|extra/);
  });

  it('ignores drafts it cannot trust: another version, broken JSON, no key', () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 0, idempotencyKey: 'k', values: {} }));
    expect(loadDraft()).toBeNull();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, values: {} }));
    expect(loadDraft()).toBeNull();
  });

  it('keeps only well-typed fields from a stored draft', () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, idempotencyKey: 'k', values: { companyName: 42, ownerName: 'Salim', isLocallyMade: 'yes' } }),
    );
    expect(loadDraft()?.values).toEqual({ ...emptyRegistration, ownerName: 'Salim' });
  });

  it('is gone after clearDraft', () => {
    saveDraft({ values: emptyRegistration, idempotencyKey: 'k' });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('tells an empty form from one with content', () => {
    expect(hasContent(emptyRegistration)).toBe(false);
    expect(hasContent({ ...emptyRegistration, phone: '  ' })).toBe(false);
    expect(hasContent({ ...emptyRegistration, isLocallyMade: true })).toBe(true);
  });
});

describe('newIdempotencyKey', () => {
  it('gives a different key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('still works without crypto.randomUUID', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^reg-[a-z0-9]+-[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
