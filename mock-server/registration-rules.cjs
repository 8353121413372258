'use strict';
// The join form's rules are shared with the app (../shared/registration-rules.cjs): this module
// only words their codes in English for a developer reading the answer (the app never shows these
// words; it translates the codes), and cleans a valid application before it is stored.

const { REGISTRATION_FIELDS, validateRegistration } = require('../shared/registration-rules.cjs');

/** English names of the fields, for the developer-facing messages. */
const LABELS = {
  companyName: 'Company name',
  companyNameEn: 'English company name',
  category: 'Category',
  location: 'Location',
  ownerName: 'Owner name',
  email: 'Email',
  phone: 'Phone number',
  website: 'Website',
  description: 'Description',
};

const MESSAGES = {
  required: (label) => `${label} is required`,
  too_long: (label, field) => `${label} is longer than ${field.maxLength} characters`,
  invalid_email: (label) => `${label} is invalid`,
  invalid_choice: () => 'Choose one of the categories',
};

/** The failing fields of a request body: a code per field, and the same in English words. */
function registrationErrors(body) {
  const codes = validateRegistration(body);
  const fields = {};
  for (const [name, code] of Object.entries(codes)) {
    const field = REGISTRATION_FIELDS.find((f) => f.name === name);
    fields[name] = MESSAGES[code](LABELS[name], field);
  }
  return { codes, fields };
}

function cleanRegistration(body) {
  const text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const record = {};
  for (const { name, type } of REGISTRATION_FIELDS) record[name] = type === 'flag' ? body[name] === true : text(body[name]);
  return record;
}

/**
 * True when a request body is the stored application again, compared as it was stored (trimmed,
 * ticks as booleans): whitespace around a value does not make another application.
 */
function sameApplication(record, body) {
  const cleaned = cleanRegistration(body && typeof body === 'object' ? body : {});
  return REGISTRATION_FIELDS.every(({ name }) => record[name] === cleaned[name]);
}

module.exports = { registrationErrors, cleanRegistration, sameApplication };
