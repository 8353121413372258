import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n, type I18n } from './i18n';
import { I18nProvider, Trans, useTranslation } from './useTranslation';

function OfferBy({ company }: { company: string }) {
  const { t } = useTranslation('categories');
  return (
    <p>
      <Trans t={t} i18nKey="detail.offerBy" values={{ company }} components={{ bdi: <bdi /> }} />
    </p>
  );
}

const renderIn = (i18n: I18n, company: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <OfferBy company={company} />
    </I18nProvider>,
  );

describe('<Trans> and useTranslation', () => {
  it("renders the catalogue's markup as the given element, with the value inside it as text", async () => {
    const { container } = renderIn(await initI18n({ language: 'en' }), '<img src=x onerror=alert(1)> Sweets');
    expect(container.querySelector('p')).toHaveTextContent('By <img src=x onerror=alert(1)> Sweets');
    expect(container.querySelector('bdi')).toHaveTextContent('<img src=x onerror=alert(1)> Sweets');
    expect(container.querySelector('img')).toBeNull();
  });

  it('re-renders in the new language when the visitor switches', async () => {
    const i18n = await initI18n({ language: 'en' });
    renderIn(i18n, 'Al Khaleej');
    expect(screen.getByText('Al Khaleej').parentElement).toHaveTextContent('By Al Khaleej');
    await act(() => changeLanguage(i18n, 'ar'));
    expect(screen.getByText('Al Khaleej').parentElement).toHaveTextContent('من Al Khaleej');
  });
});
