// Business details, not routes: kept apart from paths.ts so each config file holds one idea.
/** The footer's contact details (placeholders until the business has real ones). */
export const contactDetails = {
  address: { en: 'Al Khuwair, Muscat, Sultanate of Oman', ar: 'الخوير، مسقط، سلطنة عُمان' },
  phone: '+968 2400 0000',
  email: 'hello@dalil.om',
} as const;
