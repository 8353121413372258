import { emptyRegistration, toApplication } from './registration';
import { DRAFT_STORAGE_KEY, applicationKey, clearDraft, hasContent, loadDraft, newIdempotencyKey, saveDraft } from './registrationDraft';

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

describe('applicationKey', () => {
  const values = { ...emptyRegistration, companyName: 'مخبز صحار', ownerName: 'Salim', email: 'salim@example.om', phone: '+968 9123 4567', location: 'Sohar', category: 'other' };
  const draftKey = '0f8e6c2a-5b1d-4c3e-9a7f-2d4b6e8a0c1f';

  it('is the same for the same application, so a retry after a lost answer is recognised', () => {
    expect(applicationKey(draftKey, toApplication(values, ''))).toBe(applicationKey(draftKey, toApplication({ ...values }, '')));
  });

  it('changes with any value, so a corrected application is never answered with the old receipt', () => {
    const first = applicationKey(draftKey, toApplication(values, ''));
    const changed = [
      { ...values, phone: '+968 9123 4568' },
      { ...values, email: 'info@example.om' },
      { ...values, isFamilyBusiness: true },
    ].map((next) => applicationKey(draftKey, toApplication(next, '')));
    expect(new Set([first, ...changed]).size).toBe(4);
    expect(applicationKey(draftKey, toApplication(values, 'bot'))).not.toBe(first);
  });

  it('differs between drafts, and fits the contract’s 100 characters', () => {
    expect(applicationKey('another-draft', toApplication(values, ''))).not.toBe(applicationKey(draftKey, toApplication(values, '')));
    expect(applicationKey(`reg-${'z'.repeat(8)}-${'f'.repeat(32)}`, toApplication(values, '')).length).toBeLessThanOrEqual(100);
  });
});
