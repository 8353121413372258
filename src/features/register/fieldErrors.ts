// A field's error code (the shared rules' or the server's) in the visitor's language: the
// field's own words for a code it has, else words for the code on any field, else a general
// "check this field" (a newer server may send a code this build does not know).
import { useCallback } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { RULES, type RegistrationField } from './registration';

/** A failing field and its code, as the shared rules or the server gave it. */
export type FieldErrorCodes = Partial<Record<RegistrationField, string>>;

export function useFieldErrorText() {
  const { t } = useTranslation('register');
  return useCallback(
    (field: RegistrationField, code: string): string => {
      // t tries the keys in order; the typed keys cannot name a code the server made up.
      const keys = [`errors.${field}.${code}`, `errors.anyField.${code}`, 'errors.anyField.invalid'];
      return t(keys as unknown as 'errors.anyField.invalid', { field: t(`fields.${field}`), max: RULES[field].maxLength ?? 0 });
    },
    [t],
  );
}
