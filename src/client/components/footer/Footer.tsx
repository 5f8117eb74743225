import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LABELS } from '../../../shared/messages';
import { paths } from '../../app/paths';
import { SocialIconLink, type SocialNetwork } from '../icons/SocialIconLink';

export const SUPPORT_EMAIL = 'support@usedbookresale.com.bd';

// The social icons and both policy links point to the root path: the pages do not exist yet.
const socialLinks: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedin', label: 'LinkedIn' },
];
const policyLinks = ['Privacy Policy', 'Terms & Conditions'];

export function Footer() {
  const home = paths.root.getHref();
  return (
    <footer className="site-footer pt-5 pb-3">
      <Container>
        <Row className="gy-4">
          <Col md={5}>
            <p className="h5 site-footer__name">{PRODUCT_NAME}</p>
            <p className="mb-0">
              Every used book carries a story. Pass yours on and let the next reader add a chapter.
            </p>
          </Col>
          <Col sm={6} md={4}>
            <h2 className="h6 text-uppercase site-footer__heading">Contacts</h2>
            <address className="mb-0">
              <div>Phone: {LABELS.notFound}</div>
              <div>
                Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </div>
              <div>Address: Bangladesh</div>
            </address>
          </Col>
          <Col sm={6} md={3}>
            <h2 className="h6 text-uppercase site-footer__heading">Follow us</h2>
            <div className="d-flex gap-2">
              {socialLinks.map(({ network, label }) => (
                <SocialIconLink key={network} network={network} to={home} label={label} />
              ))}
            </div>
          </Col>
        </Row>
        <div className="site-footer__bottom d-flex flex-column flex-md-row justify-content-between gap-2 mt-4 pt-3">
          <p className="mb-0">Copyright © 2023 {PRODUCT_NAME}. All rights reserved.</p>
          <nav aria-label="Legal" className="d-flex gap-3">
            {policyLinks.map((label) => (
              <Link key={label} to={home}>
                {label}
              </Link>
            ))}
          </nav>
        </div>
      </Container>
    </footer>
  );
}
