import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { openLocationPath } from '@/lib/places/place';
import { getPlaceSettingsQueryOptions } from '@/lib/places/place-settings';
import { usePublicSettings } from '@/lib/settings/public-settings';
import { getServiceLinkQueryOptions } from '../api/content';
import '../components/content-pages.css';

/**
 * Contact us (product.md §2.4 contactUs, §16.3): the support e-mail from the public settings and the
 * customer-service page from the spec's lookup, opened in a new window without access to this one.
 * Where the operator configured no such page, the page says so instead of showing a dead link. The
 * company's address, where configured, opens on the location page (§2.8).
 */
export default function ContactUsPage() {
  const { t } = useTranslation(['common', 'content']);
  const settings = usePublicSettings();
  const service = useQuery(getServiceLinkQueryOptions());
  const email = settings?.supportEmail ?? null;
  const companyPlace = useQuery(getPlaceSettingsQueryOptions()).data?.companyPlace ?? null;

  return (
    <>
      <PageHeader title={t('titles.contactUs')} />
      <div className="wh-contact">
        <p className="wh-contact__intro">{t('content:contact.intro')}</p>
        <dl className="wh-contact__channels">
          {email !== null && (
            <div className="wh-contact__channel">
              <dt>{t('content:contact.email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          )}
          <div className="wh-contact__channel">
            <dt>{t('content:contact.service')}</dt>
            <dd data-testid="service-link">
              {service.isPending ? (
                <span role="status">{t('content:state.loading')}</span>
              ) : typeof service.data === 'string' ? (
                <a href={service.data} target="_blank" rel="noopener noreferrer">
                  {t('content:contact.openService')}
                  <span className="wh-visually-hidden"> ({t('content:contact.newWindow')})</span>
                </a>
              ) : (
                t('content:contact.noService')
              )}
            </dd>
          </div>
          {companyPlace !== null && (
            <div className="wh-contact__channel">
              <dt>{t('content:contact.address')}</dt>
              <dd>
                {companyPlace.name !== '' && (
                  <span className="wh-contact__line">{companyPlace.name}</span>
                )}
                {companyPlace.address !== '' && (
                  <span className="wh-contact__line">{companyPlace.address}</span>
                )}
                <Link to={openLocationPath(companyPlace)}>{t('content:contact.showOnMap')}</Link>
              </dd>
            </div>
          )}
        </dl>
        <ul className="wh-contact__more">
          <li>
            <Link to={PATHS.helpCenter}>{t('content:contact.help')}</Link>
          </li>
          <li>
            <Link to={PATHS.issue}>{t('content:contact.feedback')}</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
