// The form's 11 fields as data: each shared rule (type, required, limit; shared/registration-rules.cjs)
// with how it is shown (section, direction, autocomplete, keyboard, placeholder). The form renders
// this list in order; label, hint and placeholder come from the catalogue by the field's name.
import type { HTMLAttributes } from 'react';
import type { IconName } from '@/components/Icon';
import { RULES, FIELD_ORDER, type FlagField, type RegistrationField, type RegistrationFieldRule, type TextField } from './registration';

export type SectionId = 'company' | 'contact' | 'about';

/** How a text control is shown; the rule gives its type, limit and required-ness. */
export interface TextPresentation {
  section: SectionId;
  /** Latin addresses and numbers are written left to right whatever the page direction. */
  dir: 'auto' | 'ltr';
  autoComplete: string;
  lang?: 'ar' | 'en';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  placeholder?: 'placeholders.email' | 'placeholders.phone' | 'placeholders.website';
}

export type FieldConfig =
  | ({ kind: 'text'; name: TextField; rule: RegistrationFieldRule } & TextPresentation)
  | { kind: 'flag'; name: FlagField; rule: RegistrationFieldRule; section: SectionId };

const PRESENTATION: Record<TextField, TextPresentation> & Record<FlagField, { section: SectionId }> = {
  companyName: { section: 'company', dir: 'auto', autoComplete: 'organization', lang: 'ar' },
  companyNameEn: { section: 'company', dir: 'ltr', autoComplete: 'off', lang: 'en' },
  category: { section: 'company', dir: 'auto', autoComplete: 'off' },
  location: { section: 'company', dir: 'auto', autoComplete: 'address-level2' },
  ownerName: { section: 'contact', dir: 'auto', autoComplete: 'name' },
  email: { section: 'contact', dir: 'ltr', autoComplete: 'email', inputMode: 'email', spellCheck: false, placeholder: 'placeholders.email' },
  phone: { section: 'contact', dir: 'ltr', autoComplete: 'tel', inputMode: 'tel', placeholder: 'placeholders.phone' },
  website: { section: 'contact', dir: 'ltr', autoComplete: 'url', inputMode: 'url', spellCheck: false, placeholder: 'placeholders.website' },
  description: { section: 'about', dir: 'auto', autoComplete: 'off' },
  isLocallyMade: { section: 'about' },
  isFamilyBusiness: { section: 'about' },
};

/** Every field in form order, rule and presentation together. */
export const FIELDS: readonly FieldConfig[] = FIELD_ORDER.map((name: RegistrationField): FieldConfig => {
  const rule = RULES[name];
  if (rule.type === 'flag') return { kind: 'flag', name: name as FlagField, rule, section: PRESENTATION[name].section };
  return { kind: 'text', name: name as TextField, rule, ...PRESENTATION[name as TextField] };
});

/** The form's three sections, in order, with their icons; text fields first, then the ticks. */
export const SECTIONS: readonly { id: SectionId; icon: IconName; grid: boolean }[] = [
  { id: 'company', icon: 'building', grid: true },
  { id: 'contact', icon: 'users', grid: true },
  { id: 'about', icon: 'sparkle', grid: false },
];
