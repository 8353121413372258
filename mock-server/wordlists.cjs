'use strict';
// Hand-written Omani word lists for the mock fixtures. Faker only supplies the seeded
// randomness; everything a visitor reads comes from here, so the directory looks real.
// The lists are data, kept in tables/wordlists.json; what each row holds:
//
// CATEGORIES: name (Arabic), en, icon, color (null = the app's #48A002 default), weight (share of
//   companies; 0 = stays empty, so get_active_not_empty_categories differs: Pet Services and
//   Co-working Spaces), what [en, ar] for descriptions, names: templates [ar, en] with {c} = the
//   core name, items: offer items [ar, en], and price: a range in OMR.
// CORE_NAMES: [Arabic, English]. Most are place names, natural words or family names.
// CITIES: cities of Oman (country 1) with real coordinates; areaCode is the landline prefix,
//   jitter (degrees) is kept small for coastal towns so points stay on land, and districts are
//   [en, ar, lat, lng] (towns without a list get GENERIC_AREAS around the centre).
// GENERIC_AREAS: [en, ar]. COUNTRIES: id, name, en_name, code.
// TAGS: search hints [en, ar]; the hero shows one in the visitor's language.
// DESCRIPTION_EXTRAS: extra description sentences [en, ar]; {city}/{cityAr}/{year} are filled in.
// OFFER_TITLES: { percent, amount } templates [ar, en] with {p}/{a} and {item}/{itemAr}.
// OFFER_DESCRIPTIONS: [en, ar] with {city}. HERO_ADS: level 1 ad titles [ar, en].
// NEWS_ADS: level 2 ads as short business news; {c}/{cEn} = company, {city}/{cityEn}.
// AD_DESCRIPTIONS: [en, ar].
// PRODUCTS: [ar, en, category en_name, min OMR, max OMR, description en].

module.exports = require('./tables/wordlists.json');
