'use strict';
// The join form's field rules and messages (product spec, section 5), and how a valid
// application is cleaned before it is stored. Self-contained on purpose: the rules can be
// swapped for a shared module without touching the handler or the store.

const REGISTRATION_MESSAGES = {
  companyName: 'Company name is required',
  ownerName: 'Owner name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phone: 'Phone number is required',
  location: 'Location is required',
  category: 'Category is required',
  categoryUnknown: 'Choose one of the categories',
};
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateRegistration(body, categoryKeys) {
  const text = (v) => (typeof v === 'string' ? v.trim() : '');
  const fields = {};
  if (!text(body.companyName)) fields.companyName = REGISTRATION_MESSAGES.companyName;
  if (!text(body.ownerName)) fields.ownerName = REGISTRATION_MESSAGES.ownerName;
  if (!text(body.email)) fields.email = REGISTRATION_MESSAGES.emailRequired;
  else if (!EMAIL_SHAPE.test(text(body.email))) fields.email = REGISTRATION_MESSAGES.emailInvalid;
  if (!text(body.phone)) fields.phone = REGISTRATION_MESSAGES.phone;
  if (!text(body.location)) fields.location = REGISTRATION_MESSAGES.location;
  // The form only offers the 11 keys; anything else was sent by hand and is told what to do.
  if (!text(body.category)) fields.category = REGISTRATION_MESSAGES.category;
  else if (!categoryKeys.includes(text(body.category))) fields.category = REGISTRATION_MESSAGES.categoryUnknown;
  return fields;
}

function cleanRegistration(body) {
  const text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    companyName: text(body.companyName),
    companyNameEn: text(body.companyNameEn),
    ownerName: text(body.ownerName),
    email: text(body.email),
    phone: text(body.phone),
    location: text(body.location),
    category: text(body.category),
    description: text(body.description),
    website: text(body.website),
    isLocallyMade: body.isLocallyMade === true,
    isFamilyBusiness: body.isFamilyBusiness === true,
  };
}

module.exports = { REGISTRATION_MESSAGES, EMAIL_SHAPE, validateRegistration, cleanRegistration };
