// The unsent application, kept in the browser so nothing typed is lost on a reload, a crash or
// a trip to another page. The idempotency key lives with it: a retry of the same draft (after a
// timeout whose answer never arrived) is recognised by the server instead of stored twice.
// The honeypot is never part of the draft.
import { browserStorage } from '@/lib/browserStorage';
import { emptyRegistration, type RegistrationValues } from './registration';

export const DRAFT_STORAGE_KEY = 'dalil.registrationDraft';
export const DRAFT_VERSION = 1;

export interface RegistrationDraft {
  values: RegistrationValues;
  idempotencyKey: string;
}

interface StoredDraft extends RegistrationDraft {
  version: number;
  savedAt: string;
}

/** A fresh key per application: crypto.randomUUID where available, else random hex. */
export function newIdempotencyKey(): string {
  const cryptoApi = typeof globalThis.crypto === 'object' ? globalThis.crypto : undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return `reg-${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Only known fields of the right type survive: a draft from an older build cannot break the form. */
function sanitiseValues(raw: unknown): RegistrationValues {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values = { ...emptyRegistration };
  for (const name of Object.keys(emptyRegistration) as (keyof RegistrationValues)[]) {
    const value = source[name];
    if (typeof value === typeof emptyRegistration[name]) (values as Record<string, unknown>)[name] = value;
  }
  return values;
}

/** The saved draft, or null when there is none (or it is unreadable or from another version). */
export function loadDraft(storage: Storage | null = browserStorage()): RegistrationDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.version !== DRAFT_VERSION || typeof parsed.idempotencyKey !== 'string' || !parsed.idempotencyKey) {
      return null;
    }
    return { values: sanitiseValues(parsed.values), idempotencyKey: parsed.idempotencyKey };
  } catch {
    return null;
  }
}

export function saveDraft(draft: RegistrationDraft, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const stored: StoredDraft = {
    version: DRAFT_VERSION,
    savedAt: new Date().toISOString(),
    idempotencyKey: draft.idempotencyKey,
    values: sanitiseValues(draft.values),
  };
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or blocked storage: the form still works, only the safety net is missing.
  }
}

export function clearDraft(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Blocked storage holds no draft to clear.
  }
}

/** True when the values hold anything a visitor typed or ticked. */
export function hasContent(values: RegistrationValues): boolean {
  return Object.entries(values).some(([, value]) => (typeof value === 'string' ? value.trim() !== '' : value === true));
}
