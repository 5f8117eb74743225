import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { paths } from '../../app/paths';
import type { MessageKey } from '../../i18n/catalogShape';
import { useFormat, useT } from '../../i18n/useT';
import { SocialIconLink, type SocialNetwork } from '../icons/SocialIconLink';

export const SUPPORT_EMAIL = 'support@usedbookresale.com.bd';

// The social icons and both policy links point to the root path: the pages do not exist yet.
// The networks are named as they name themselves, in every language.
const socialLinks: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedin', label: 'LinkedIn' },
];
const policyLinks: MessageKey[] = ['footer.privacyPolicy', 'footer.terms'];

// The footer's copyright year is a text that must not change: 2023, not the current year.
const COPYRIGHT_YEAR = '2023';

export function Footer() {
  const t = useT();
  const { digits } = useFormat();
  const home = paths.root.getHref();
  return (
    <footer className="site-footer pt-5 pb-3">
      <Container>
        <Row className="gy-4">
          <Col md={5}>
            <p className="h5 site-footer__name">{PRODUCT_NAME}</p>
            <p className="mb-0">{t('footer.tagline')}</p>
          </Col>
          <Col sm={6} md={4}>
            <h2 className="h6 text-uppercase site-footer__heading">{t('footer.contacts')}</h2>
            <address className="mb-0">
              <div>{t('footer.phone', { phone: t('labels.notFound') })}</div>
              <div>
                {t('footer.email')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </div>
              <div>{t('footer.address')}</div>
            </address>
          </Col>
          <Col sm={6} md={3}>
            <h2 className="h6 text-uppercase site-footer__heading">{t('footer.followUs')}</h2>
            <div className="d-flex gap-2">
              {socialLinks.map(({ network, label }) => (
                <SocialIconLink key={network} network={network} to={home} label={label} />
              ))}
            </div>
          </Col>
        </Row>
        <div className="site-footer__bottom d-flex flex-column flex-md-row justify-content-between gap-2 mt-4 pt-3">
          <p className="mb-0">
            {t('footer.copyright', { year: digits(COPYRIGHT_YEAR), product: PRODUCT_NAME })}
          </p>
          <nav aria-label={t('footer.legal')} className="d-flex gap-3">
            {policyLinks.map((key) => (
              <Link key={key} to={home}>
                {t(key)}
              </Link>
            ))}
          </nav>
        </div>
      </Container>
    </footer>
  );
}
