// The unsent application, kept in the browser so nothing typed is lost on a reload, a crash or
// a trip to another page. The draft's key lives with it, and each application sent from the draft
// is keyed by it and its exact values (applicationKey): a retry of the same values (after a timeout
// whose answer never arrived) is recognised by the server instead of stored twice, and corrected
// values are a new application, never answered with the old one's receipt.
// The honeypot is never part of the draft.
import type { RegistrationApplication } from '@/api';
import { browserStorage } from '@/lib/browserStorage';
import { emptyRegistration, type RegistrationValues } from './registration';

export const DRAFT_STORAGE_KEY = 'dalil.registrationDraft';
export const DRAFT_VERSION = 1;

export interface RegistrationDraft {
  values: RegistrationValues;
  /** The draft's own key: the stem of each application's Idempotency-Key (applicationKey). */
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

/**
 * A short digest of a text: cyrb53's two 32-bit lanes, 64 bits as hex. Not a secret, only a way to
 * tell one application from another; synchronous, so it works where crypto.subtle does not
 * (plain-http hosts, jsdom).
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h2, h1].map((half) => (half >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * The Idempotency-Key for sending `application` from the draft keyed `draftKey`. It stands for
 * that exact body: the server answers a key it has seen with that key's first receipt, so reusing
 * one key for corrected values would show success while the old values stay stored. Derived from
 * the values rather than kept beside them, so it cannot fall out of step across edits or reloads.
 */
export function applicationKey(draftKey: string, application: RegistrationApplication): string {
  const fields = Object.entries(application).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${draftKey}.${digest(JSON.stringify(fields))}`;
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
