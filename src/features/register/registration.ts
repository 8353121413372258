// The join-as-partner application: its values, the rules of spec section 5, and the body the
// contract expects. Pure functions, so the rules are tested without rendering anything.
import type { RegistrationApplication } from '@/api';
import englishRegister from '@/locales/en/register.json';

/** The contract's RegistrationCategory keys, in the order the form offers them (spec section 3). */
export const REGISTRATION_CATEGORIES = [
  'food-restaurants',
  'retail-shopping',
  'services',
  'healthcare',
  'education',
  'tourism-travel',
  'technology',
  'construction',
  'manufacturing',
  'agriculture',
  'other',
] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number];

/** The contract allows this many characters in the description. */
export const DESCRIPTION_MAX_LENGTH = 4000;

export interface RegistrationValues {
  companyName: string;
  companyNameEn: string;
  ownerName: string;
  email: string;
  phone: string;
  location: string;
  /** A RegistrationCategory key, or '' before one is chosen. */
  category: string;
  description: string;
  website: string;
  isLocallyMade: boolean;
  isFamilyBusiness: boolean;
}

export type TextField = {
  [K in keyof RegistrationValues]: RegistrationValues[K] extends string ? K : never;
}[keyof RegistrationValues];
export type RegistrationField = keyof RegistrationValues;

export const emptyRegistration: RegistrationValues = {
  companyName: '',
  companyNameEn: '',
  ownerName: '',
  email: '',
  phone: '',
  location: '',
  category: '',
  description: '',
  website: '',
  isLocallyMade: false,
  isFamilyBusiness: false,
};

/** Fields in the order they appear on the form: the first invalid one gets focus. */
export const FIELD_ORDER: readonly RegistrationField[] = [
  'companyName',
  'companyNameEn',
  'category',
  'location',
  'ownerName',
  'email',
  'phone',
  'website',
  'description',
  'isLocallyMade',
  'isFamilyBusiness',
];

export type RegistrationErrorKey = keyof typeof englishRegister.errors;
export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorKey>>;

/** The same e-mail shape the server checks (something@something.something, no spaces). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isRegistrationCategory(value: string): value is RegistrationCategory {
  return (REGISTRATION_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Spec section 5: the required fields (blank after trim fails) and the e-mail shape.
 * Returns catalogue keys (register:errors.*) so each language shows its own wording.
 */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(values.companyName)) errors.companyName = 'companyNameRequired';
  if (blank(values.ownerName)) errors.ownerName = 'ownerNameRequired';
  if (blank(values.email)) errors.email = 'emailRequired';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'emailInvalid';
  if (blank(values.phone)) errors.phone = 'phoneRequired';
  if (blank(values.location)) errors.location = 'locationRequired';
  // Only the 11 choices count (a stale draft could hold anything): the server rejects others too.
  if (!isRegistrationCategory(values.category.trim())) errors.category = 'categoryRequired';
  return errors;
}

/** The server's English message for a field, mapped back to our key when it is one of section 5's. */
export function errorKeyForMessage(message: string): RegistrationErrorKey | undefined {
  const entry = Object.entries(englishRegister.errors).find(([, english]) => english === message.trim());
  return entry ? (entry[0] as RegistrationErrorKey) : undefined;
}

export function isRegistrationField(name: string): name is RegistrationField {
  return Object.prototype.hasOwnProperty.call(emptyRegistration, name);
}

/** The request body: text trimmed; the honeypot passed on exactly as it was filled. */
export function toApplication(values: RegistrationValues, honeypot: string): RegistrationApplication {
  return {
    companyName: values.companyName.trim(),
    companyNameEn: values.companyNameEn.trim(),
    ownerName: values.ownerName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    location: values.location.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    website: values.website.trim(),
    isLocallyMade: values.isLocallyMade,
    isFamilyBusiness: values.isFamilyBusiness,
    website_confirm: honeypot,
  };
}
