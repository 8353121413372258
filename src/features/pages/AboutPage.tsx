import { useTranslation } from '@/lib/useTranslation';
import { Icon, type IconName } from '@/components/Icon';
import { ButtonLinks } from '@/components/ui/ButtonLinks';
import { paths } from '@/config/paths';
import { StaticPage, StaticSection } from './StaticPage';

const features = [
  { key: 'what1', icon: 'building' },
  { key: 'what2', icon: 'tag' },
  { key: 'what3', icon: 'search' },
  { key: 'what4', icon: 'info' },
] as const satisfies readonly { key: string; icon: IconName }[];

export function AboutPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage title={t('about.title')} lead={t('about.lead')}>
      <StaticSection id="about-what" title={t('about.whatTitle')}>
        <ul className="static-page__features">
          {features.map((feature) => (
            <li key={feature.key} className="row">
              <span className="static-page__icon" aria-hidden="true">
                <Icon name={feature.icon} size={20} />
              </span>
              {t(`about.${feature.key}`)}
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-business" title={t('about.businessTitle')} callout>
        <p>{t('about.businessBody')}</p>
        <ButtonLinks
          className="static-page__actions"
          primary={{ to: paths.register.getHref(), label: t('about.join') }}
          secondary={{ to: paths.partners.getHref(), label: t('about.browse') }}
        />
      </StaticSection>
    </StaticPage>
  );
}
