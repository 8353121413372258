import { renderWithProviders } from '@tests/utils/render';
import { OtherName } from './OtherName';

const company = { name: 'مطعم الخليج', en_name: 'Al Khaleej Restaurant' };

describe('OtherName', () => {
  it.each([
    { language: 'en', text: 'مطعم الخليج', lang: 'ar' },
    { language: 'ar', text: 'Al Khaleej Restaurant', lang: 'en' },
  ] as const)('on an $language page shows the $lang name, marked lang="$lang" and isolated', async ({ language, text, lang }) => {
    const { container } = await renderWithProviders(<OtherName item={company} as="p" className="names__other" />, { language });
    const line = container.querySelector('p.names__other');
    expect(line).toHaveAttribute('lang', lang);
    expect(line?.querySelector('bdi')).toHaveTextContent(text);
  });

  it('renders nothing when both languages give the same name', async () => {
    const { container } = await renderWithProviders(<OtherName item={{ name: 'Dalil', en_name: 'Dalil' }} as="span" className="names__other" />);
    expect(container.querySelector('.names__other')).toBeNull();
  });
});
