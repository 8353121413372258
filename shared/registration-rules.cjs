'use strict';
// The join form's field rules (product spec, section 5): one module that the app
// (src/features/register) and the mock (mock-server/handlers/register.cjs) both import, so the
// form and the server can never disagree on what is valid. Plain CommonJS with no imports:
// Node requires it as it is, webpack bundles it, and registration-rules.d.cts types it for the app.
// It answers codes, never words: each side says them in its own language (the app through its
// catalogues, the mock in English for developers). The limits and keys are the contract's
// (openapi.yaml's RegistrationApplication and RegistrationCategory); a contract test checks that.

/** The contract's RegistrationCategory keys, in the order the form offers them (spec section 3). */
const CATEGORY_KEYS = [
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
];

/** The 11 fields in the order the form shows them: the first failing one gets focus. */
const REGISTRATION_FIELDS = [
  { name: 'companyName', type: 'text', required: true, maxLength: 200 },
  { name: 'companyNameEn', type: 'text', required: false, maxLength: 200 },
  { name: 'category', type: 'choice', required: true, maxLength: 40, choices: CATEGORY_KEYS },
  { name: 'location', type: 'text', required: true, maxLength: 200 },
  { name: 'ownerName', type: 'text', required: true, maxLength: 200 },
  { name: 'email', type: 'email', required: true, maxLength: 254 },
  { name: 'phone', type: 'tel', required: true, maxLength: 40 },
  { name: 'website', type: 'url', required: false, maxLength: 500 },
  { name: 'description', type: 'textarea', required: false, maxLength: 4000 },
  { name: 'isLocallyMade', type: 'flag', required: false },
  { name: 'isFamilyBusiness', type: 'flag', required: false },
];

/** Something@something.something, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a failing field answers (openapi.yaml's FieldErrorCode lists these and the contract's own). */
const ERROR_CODES = ['required', 'too_long', 'invalid_email', 'invalid_choice'];

/**
 * One field's code, or null when its value passes. The limit counts every character, as the
 * contract's maxLength and the input's maxlength do; the other rules judge the trimmed text.
 */
function checkField(field, value) {
  if (field.type === 'flag') return null;
  const raw = typeof value === 'string' ? value : '';
  if (raw.length > field.maxLength) return 'too_long';
  const text = raw.trim();
  if (text === '') return field.required ? 'required' : null;
  if (field.type === 'email' && !EMAIL_SHAPE.test(text)) return 'invalid_email';
  if (field.type === 'choice' && !field.choices.includes(text)) return 'invalid_choice';
  return null;
}

/** Every failing field of an application (form values or a request body) with its code, in form order. */
function validateRegistration(values) {
  const source = values && typeof values === 'object' ? values : {};
  const codes = {};
  for (const field of REGISTRATION_FIELDS) {
    const code = checkField(field, source[field.name]);
    if (code) codes[field.name] = code;
  }
  return codes;
}

module.exports = { CATEGORY_KEYS, REGISTRATION_FIELDS, EMAIL_SHAPE, ERROR_CODES, checkField, validateRegistration };
