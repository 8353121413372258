// Types for registration-rules.cjs (the app imports it; the mock requires it).
export type RegistrationErrorCode = 'required' | 'too_long' | 'invalid_email' | 'invalid_choice';
export type RegistrationFieldType = 'text' | 'choice' | 'email' | 'tel' | 'url' | 'textarea' | 'flag';

/** The contract's RegistrationCategory keys (tests/contract/registration-rules.test.cjs checks them). */
export declare const CATEGORY_KEYS: readonly string[];

export interface RegistrationFieldRule {
  readonly name:
    | 'companyName'
    | 'companyNameEn'
    | 'category'
    | 'location'
    | 'ownerName'
    | 'email'
    | 'phone'
    | 'website'
    | 'description'
    | 'isLocallyMade'
    | 'isFamilyBusiness';
  readonly type: RegistrationFieldType;
  readonly required: boolean;
  readonly maxLength?: number;
  readonly choices?: readonly string[];
}

export declare const REGISTRATION_FIELDS: readonly RegistrationFieldRule[];
export declare const EMAIL_SHAPE: RegExp;
export declare const ERROR_CODES: readonly RegistrationErrorCode[];
export declare function checkField(field: RegistrationFieldRule, value: unknown): RegistrationErrorCode | null;
export declare function validateRegistration(
  values: unknown,
): Partial<Record<RegistrationFieldRule['name'], RegistrationErrorCode>>;
