// The join-as-partner application: its values and the body the contract expects. The rules
// themselves are the shared module's (shared/registration-rules.cjs), the very code the mock runs,
// so the form and the server can never disagree on what is valid.
import type { RegistrationApplication } from '@/api';
import type RegisterCatalogue from '@/locales/en/register.json';
import {
  CATEGORY_KEYS,
  REGISTRATION_FIELDS,
  validateRegistration as validateRules,
  type RegistrationErrorCode,
  type RegistrationFieldRule,
} from '../../../shared/registration-rules.cjs';

export type { RegistrationErrorCode, RegistrationFieldRule };

/** A category key; the catalogue names each (a test checks the rules' keys against it). */
export type RegistrationCategory = keyof (typeof RegisterCatalogue)['categories'];

/** The contract's RegistrationCategory keys, in the order the form offers them (spec section 3). */
export const REGISTRATION_CATEGORIES = CATEGORY_KEYS as readonly RegistrationCategory[];

export type RegistrationField = RegistrationFieldRule['name'];
export type FlagField = 'isLocallyMade' | 'isFamilyBusiness';
export type TextField = Exclude<RegistrationField, FlagField>;
export type RegistrationValues = Record<TextField, string> & Record<FlagField, boolean>;

/** Each field's rule, by name. */
export const RULES = Object.fromEntries(REGISTRATION_FIELDS.map((rule) => [rule.name, rule])) as Record<
  RegistrationField,
  RegistrationFieldRule
>;

/** Fields in the order they appear on the form: the first invalid one gets focus. */
export const FIELD_ORDER: readonly RegistrationField[] = REGISTRATION_FIELDS.map((rule) => rule.name);

export const emptyRegistration = Object.fromEntries(
  REGISTRATION_FIELDS.map((rule) => [rule.name, rule.type === 'flag' ? false : '']),
) as RegistrationValues;

export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorCode>>;

/** Spec section 5, judged by the shared rules: a code per failing field (text judged trimmed). */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  return validateRules(values);
}

export function isRegistrationField(name: string): name is RegistrationField {
  return Object.prototype.hasOwnProperty.call(RULES, name);
}

/** The request body: text trimmed; the honeypot passed on exactly as it was filled. */
export function toApplication(values: RegistrationValues, honeypot: string): RegistrationApplication {
  const body: Record<string, string | boolean> = {};
  for (const { name, type } of REGISTRATION_FIELDS) body[name] = type === 'flag' ? values[name as FlagField] : values[name as TextField].trim();
  return { ...body, website_confirm: honeypot } as RegistrationApplication;
}
