import englishRegister from '@/locales/en/register.json';
import {
  REGISTRATION_CATEGORIES,
  emptyRegistration,
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

const messages = validateRegistration;

describe('validateRegistration (spec section 5)', () => {
  it('accepts a complete application, optional fields left empty', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every required field of an empty form as required, in form order', () => {
    const codes = messages(emptyRegistration);
    expect(codes).toEqual({
      companyName: 'required',
      ownerName: 'required',
      email: 'required',
      phone: 'required',
      location: 'required',
      category: 'required',
    });
    expect(Object.keys(codes)).toEqual(['companyName', 'category', 'location', 'ownerName', 'email', 'phone']);
  });

  it.each(['companyName', 'ownerName', 'email', 'phone', 'location', 'category'] as const)(
    'fails %s when it is blank after trimming',
    (field) => {
      expect(messages({ ...valid, [field]: '  \t ' })).toEqual({ [field]: 'required' });
    },
  );

  it('fails a text over its limit as too_long, counting every character as the contract does', () => {
    expect(messages({ ...valid, ownerName: 'x'.repeat(200) })).toEqual({});
    expect(messages({ ...valid, ownerName: 'x'.repeat(201) })).toEqual({ ownerName: 'too_long' });
    expect(messages({ ...valid, description: 'x'.repeat(4001) })).toEqual({ description: 'too_long' });
    expect(messages({ ...valid, ownerName: ` ${'x'.repeat(199)} ` })).toEqual({ ownerName: 'too_long' });
  });

  it.each(['salim', 'salim@', 'salim@example', '@example.om', 'sa lim@example.om', 'salim@exa mple.om'])(
    'calls %p an invalid e-mail',
    (email) => {
      expect(messages({ ...valid, email })).toEqual({ email: 'invalid_email' });
    },
  );

  it('accepts an e-mail with spaces around it', () => {
    expect(validateRegistration({ ...valid, email: '  salim@example.om ' })).toEqual({});
  });

  it('accepts each of the 11 categories and calls anything else invalid_choice', () => {
    expect(REGISTRATION_CATEGORIES).toHaveLength(11);
    expect([...REGISTRATION_CATEGORIES].sort()).toEqual(Object.keys(englishRegister.categories).sort());
    for (const category of REGISTRATION_CATEGORIES) expect(validateRegistration({ ...valid, category })).toEqual({});
    expect(messages({ ...valid, category: 'Food & Restaurants' })).toEqual({ category: 'invalid_choice' });
  });

  it('leaves the optional fields alone', () => {
    expect(
      validateRegistration({ ...valid, companyNameEn: '', website: 'not a url', description: '', isLocallyMade: true }),
    ).toEqual({});
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
