import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeAd, makeCompany, makeOffer } from '@tests/utils/fixtures';
import { renderWithProviders } from '@tests/utils/render';
import { AdCard } from './AdCard';
import { CompanyCard } from './CompanyCard';
import { OfferCard } from './OfferCard';

const NOW = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

interface ArabicCase {
  card: ReactElement;
  /** The card itself, named by the Arabic name, where it is an article named so. */
  article?: string;
  /** The card's link, by its Arabic name. */
  link: string;
  texts: (string | RegExp)[];
  /** An image by its Arabic name (the rating). */
  image?: string;
  /** The English names that must not show. */
  english: string[];
}

// Every card reads in Arabic on an Arabic page: Arabic names first, labels from the catalogue, Arabic digits.
const cases: [string, ArabicCase][] = [
  [
    'a company: its name, category, badges and actions',
    {
      card: (
        <CompanyCard
          company={makeCompany({ name: 'مطعم النور', en_name: 'Al Noor Restaurant', category_name: 'مطاعم', category_en_name: 'Restaurants', productive_family: true, locally_made_in_company: true, rating: null })}
        />
      ),
      article: 'مطعم النور',
      link: 'اعرف التفاصيل',
      texts: ['مطاعم', 'مشروع أسري', 'صُنع في عُمان'],
      image: 'التقييم ٤٫٥ من ٥',
      english: ['Al Noor Restaurant'],
    },
  ],
  [
    'an offer: its title, company and badges',
    {
      card: (
        <OfferCard
          offer={makeOffer({ title: 'عرض الصيف', en_title: 'Summer Deal', company_name: 'مطعم الخليج', company_en_name: 'Al Khaleej Restaurant', discount_percentage: 20, valid_until: inDays(3) })}
          now={NOW}
        />
      ),
      link: 'عرض الصيف',
      texts: ['مطعم الخليج', 'خصم ٢٠٪', 'باقٍ ٣ أيام', /^حتى /],
      english: ['Summer Deal'],
    },
  ],
  [
    'an ad: its title, company and level',
    {
      card: <AdCard ad={makeAd({ title: 'افتتاح كبير', en_title: 'Grand Opening', company_name: 'مطعم الخليج', ad_type: 'Level 2', external_link: 'https://noor.om' })} />,
      link: 'افتتاح كبير (يُفتح في علامة تبويب جديدة)',
      texts: ['مطعم الخليج', 'أضواء على الأعمال'],
      english: ['Grand Opening'],
    },
  ],
];

it.each(cases)('shows %s in Arabic', async (_label, { card, article, link, texts, image, english }) => {
  await renderWithProviders(card, { language: 'ar' });
  if (article) expect(screen.getByRole('article', { name: article })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
  for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
  if (image) expect(screen.getByRole('img', { name: image })).toBeInTheDocument();
  for (const name of english) expect(screen.queryByText(name)).toBeNull();
});
