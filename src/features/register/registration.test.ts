import englishRegister from '@/locales/en/register.json';
import {
  REGISTRATION_CATEGORIES,
  emptyRegistration,
  errorKeyForMessage,
  toApplication,
  validateRegistration,
  type RegistrationValues,
} from './registration';

const valid: RegistrationValues = {
  ...emptyRegistration,
  companyName: 'مقهى الخوير',
  ownerName: 'Salim Al Harthy',
  email: 'salim@example.om',
  phone: '+968 9123 4567',
  location: 'Al Khuwair, Muscat',
  category: 'food-restaurants',
};

/** The English wording a visitor sees for each failing field. */
function messages(values: RegistrationValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(validateRegistration(values)).map(([field, key]) => [field, englishRegister.errors[key]]),
  );
}

describe('validateRegistration (spec section 5)', () => {
  it('accepts a complete application, optional fields left empty', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every required field of an empty form with the spec wording', () => {
    expect(messages(emptyRegistration)).toEqual({
      companyName: 'Company name is required',
      ownerName: 'Owner name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      location: 'Location is required',
      category: 'Category is required',
    });
  });

  it.each([
    ['companyName', 'Company name is required'],
    ['ownerName', 'Owner name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['location', 'Location is required'],
    ['category', 'Category is required'],
  ] as const)('fails %s when it is blank after trimming', (field, message) => {
    expect(messages({ ...valid, [field]: '  \t ' })).toEqual({ [field]: message });
  });

  it.each(['salim', 'salim@', 'salim@example', '@example.om', 'sa lim@example.om', 'salim@exa mple.om'])(
    'calls %p an invalid e-mail',
    (email) => {
      expect(messages({ ...valid, email })).toEqual({ email: 'Email is invalid' });
    },
  );

  it('accepts an e-mail with spaces around it', () => {
    expect(validateRegistration({ ...valid, email: '  salim@example.om ' })).toEqual({});
  });

  it('accepts each of the 11 categories and nothing else', () => {
    expect(REGISTRATION_CATEGORIES).toHaveLength(11);
    for (const category of REGISTRATION_CATEGORIES) expect(validateRegistration({ ...valid, category })).toEqual({});
    expect(messages({ ...valid, category: 'Food & Restaurants' })).toEqual({ category: 'Category is required' });
  });

  it('leaves the optional fields alone', () => {
    expect(
      validateRegistration({ ...valid, companyNameEn: '', website: 'not a url', description: '', isLocallyMade: true }),
    ).toEqual({});
  });
});

describe('errorKeyForMessage', () => {
  it('maps a server message of section 5 back to its key, and nothing else', () => {
    expect(errorKeyForMessage('Email is invalid')).toBe('emailInvalid');
    expect(errorKeyForMessage('Category is required')).toBe('categoryRequired');
    expect(errorKeyForMessage('must NOT have more than 200 characters')).toBeUndefined();
  });
});

describe('toApplication', () => {
  it('trims the text and passes the honeypot on untouched', () => {
    expect(toApplication({ ...valid, ownerName: '  Salim  ', isFamilyBusiness: true }, ' bot ')).toEqual({
      companyName: 'مقهى الخوير',
      companyNameEn: '',
      ownerName: 'Salim',
      email: 'salim@example.om',
      phone: '+968 9123 4567',
      location: 'Al Khuwair, Muscat',
      category: 'food-restaurants',
      description: '',
      website: '',
      isLocallyMade: false,
      isFamilyBusiness: true,
      website_confirm: ' bot ',
    });
  });
});
