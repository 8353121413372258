import { makeOffer } from '@tests/utils/fixtures';
import { offerJsonLd } from './offerJsonLd';

const pageUrl = 'https://dalil.test/offers/4';

describe('offerJsonLd', () => {
  it('an offer of a partner: price in OMR, the discount in words, its end date and the partner page as seller', () => {
    const offer = makeOffer({ id: 4, price: 12.5, valid_until: '2026-12-31', images: ['https://cdn.test/o.jpg'] });
    expect(offerJsonLd(offer, { language: 'en', pageUrl, sellerUrl: 'https://dalil.test/partners/1', discount: '20% OFF' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      '@id': pageUrl,
      url: pageUrl,
      name: 'Offer 4',
      description: 'Two meals for the price of one.',
      image: 'https://cdn.test/o.jpg',
      price: '12.500',
      priceCurrency: 'OMR',
      disambiguatingDescription: '20% OFF',
      validThrough: '2026-12-31',
      priceValidUntil: '2026-12-31',
      category: 'Restaurants',
      seller: { '@type': 'LocalBusiness', '@id': 'https://dalil.test/partners/1', name: 'Al Khaleej Restaurant', url: 'https://dalil.test/partners/1' },
    });
  });

  it('in Arabic, names the offer, seller and category in Arabic', () => {
    const data = offerJsonLd(makeOffer({ id: 4 }), { language: 'ar', pageUrl, sellerUrl: 'https://dalil.test/ar/partners/1' });
    expect(data).toMatchObject({ name: 'عرض 4', category: 'مطاعم', seller: { name: 'مطعم الخليج', url: 'https://dalil.test/ar/partners/1' } });
  });

  it('a discount only: no price, the currency still OMR', () => {
    const data = offerJsonLd(makeOffer({ price: null }), { language: 'en', pageUrl, discount: 'OMR 5.000 OFF' });
    expect(data).not.toHaveProperty('price');
    expect(data).toMatchObject({ priceCurrency: 'OMR', disambiguatingDescription: 'OMR 5.000 OFF' });
  });

  it('a company with no record here is an Organization with its own (safe) website', () => {
    expect(offerJsonLd(makeOffer({ company_id: null, company_website: 'alkhaleej.om' }), { language: 'en', pageUrl }).seller).toEqual({
      '@type': 'Organization',
      name: 'Al Khaleej Restaurant',
      url: 'http://alkhaleej.om/',
    });
    expect(offerJsonLd(makeOffer({ company_id: null, company_website: 'javascript:alert(1)' }), { language: 'en', pageUrl }).seller).toEqual({
      '@type': 'Organization',
      name: 'Al Khaleej Restaurant',
    });
  });

  it('leaves out what cannot be published: an unsafe image, a date that is not one, an empty company', () => {
    const data = offerJsonLd(makeOffer({ images: ['javascript:alert(1)'], valid_until: 'soon', company_name: null, company_en_name: null }), { language: 'en', pageUrl });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('validThrough');
    expect(data).not.toHaveProperty('seller');
  });
});
