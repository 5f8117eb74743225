import { Col, Container, Row } from 'react-bootstrap';
import { useT } from '../../../i18n/useT';
import { useHomeContent } from './useHomeContent';

/** The about block on the literacy-charity bookstore the marketplace grew from. */
export function CharityAbout() {
  const t = useT();
  const content = useHomeContent().charityAbout;
  const lastParagraph = content.paragraphs.length - 1;
  return (
    <section aria-labelledby="charity-heading" className="charity py-5">
      <Container>
        <Row className="align-items-center g-4">
          <Col md={6}>
            <img
              src="/images/charity.svg"
              alt={content.imageAlt}
              width={800}
              height={600}
              loading="lazy"
              className="img-fluid rounded-3"
            />
          </Col>
          <Col md={6}>
            <p className="text-uppercase small fw-semibold charity__eyebrow mb-1">
              {t('pages.about')}
            </p>
            <h2 id="charity-heading" className="section-title">
              {content.heading}
            </h2>
            {content.paragraphs.map((paragraph, index) => (
              <p key={paragraph} className={index === lastParagraph ? 'mb-0' : undefined}>
                {paragraph}
              </p>
            ))}
          </Col>
        </Row>
      </Container>
    </section>
  );
}
