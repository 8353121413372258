'use strict';
// A complete join-as-partner application that passes every rule: the base the contract tests
// change one field of.
module.exports = {
  VALID_APPLICATION: {
    companyName: 'مطعم الواحة',
    companyNameEn: 'Al Waha Restaurant',
    ownerName: 'Salim Al Harthy',
    email: 'salim@alwaha.om',
    phone: '+968 9123 4567',
    location: 'Al Khuwair, Muscat',
    category: 'food-restaurants',
    description: 'Omani dishes since 1998.',
    website: 'https://alwaha.om',
    isLocallyMade: true,
    isFamilyBusiness: false,
  },
};
