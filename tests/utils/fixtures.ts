// Small typed factories for component tests (the mock server has its own, larger generator).
import type { Ad, Branch, Category, Company, Offer, Product, Tag } from '@/api';

let nextId = 1000;
const id = () => (nextId += 1);

function isoDateInDays(days: number, now = new Date()): string {
  const date = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

export { isoDateInDays };

export function makeCompany(overrides: Partial<Company> = {}): Company {
  const companyId = overrides.id ?? id();
  return {
    id: companyId,
    name: `شركة ${companyId}`,
    en_name: `Company ${companyId}`,
    description: 'Fresh Omani food and friendly service.',
    logo: null,
    location: 'Al Khuwair, Muscat',
    category: 'مطاعم',
    category_id: 1,
    category_name: 'مطاعم',
    category_en_name: 'Restaurants',
    rating: 4.2,
    productive_family: false,
    locally_made_in_company: false,
    phone: '+968 2412 3456',
    email: `info${companyId}@example.om`,
    website: 'https://example.om',
    established_date: '2012-05-01',
    latitude: 23.588,
    longitude: 58.3829,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const categoryId = overrides.id ?? id();
  return {
    id: categoryId,
    name: `فئة ${categoryId}`,
    en_name: `Category ${categoryId}`,
    description: 'Places to eat and drink.',
    icon: '🍽️',
    image: null,
    company_count: 12,
    offer_count: 5,
    color: '#e4572e',
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  const offerId = overrides.id ?? id();
  return {
    id: offerId,
    title: `عرض ${offerId}`,
    en_title: `Offer ${offerId}`,
    description: 'Two meals for the price of one.',
    images: [],
    discount_percentage: 20,
    discount_amount: null,
    price: 12.5,
    company_id: 1,
    company_name: 'مطعم الخليج',
    company_en_name: 'Al Khaleej Restaurant',
    company_website: 'alkhaleej.om',
    valid_until: isoDateInDays(30),
    category: 'مطاعم',
    category_id: 1,
    category_name: 'مطاعم',
    category_en_name: 'Restaurants',
    latitude: 23.6,
    longitude: 58.4,
    ...overrides,
  };
}

export function makeAd(overrides: Partial<Ad> = {}): Ad {
  const adId = overrides.id ?? id();
  return {
    id: adId,
    title: `إعلان ${adId}`,
    en_title: `Ad ${adId}`,
    description: 'Opening week discounts.',
    images: [`http://api.test/media/ads/ad-${adId}.svg`],
    image: null,
    company_id: 1,
    company_name: 'مطعم الخليج',
    company_en_name: 'Al Khaleej Restaurant',
    company_logo: null,
    start_date: isoDateInDays(-3),
    end_date: isoDateInDays(20),
    click_count: 10,
    ad_type: 'Level 1',
    external_link: null,
    ...overrides,
  };
}

export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  const branchId = overrides.id ?? id();
  return { id: branchId, company_id: 1, name: `Branch ${branchId}`, location: 'Seeb, Muscat', ...overrides };
}

export function makeTag(overrides: Partial<Tag> = {}): Tag {
  const tagId = overrides.id ?? id();
  return { id: tagId, name: `tag ${tagId}`, ...overrides };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const productId = overrides.id ?? id();
  return {
    id: productId,
    name: `منتج ${productId}`,
    en_name: `Product ${productId}`,
    description: 'Made in Muscat.',
    price: 4.5,
    image: null,
    company_id: 9,
    company_name: 'مطعم الخليج',
    category_id: 1,
    ...overrides,
  };
}
