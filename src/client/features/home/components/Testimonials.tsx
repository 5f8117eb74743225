import { Col, Container, Row } from 'react-bootstrap';
import { useT } from '../../../i18n/useT';
import { useHomeContent } from './useHomeContent';

export function Testimonials() {
  const t = useT();
  const entry = useHomeContent().testimonial;
  // The home page shows two identical testimonials (docs/product.md#home-page).
  const testimonials = [entry, entry];
  return (
    <section aria-labelledby="testimonials-heading" className="testimonials py-5">
      <Container>
        <h2 id="testimonials-heading" className="section-title text-center">
          {t('home.testimonials')}
        </h2>
        <Row as="ul" xs={1} md={2} className="g-4 list-unstyled">
          {testimonials.map((entry, index) => (
            <Col as="li" key={index}>
              <figure className="testimonial h-100 mb-0 p-4">
                <blockquote className="mb-3">
                  <p className="mb-0">“{entry.quote}”</p>
                </blockquote>
                <figcaption className="d-flex align-items-center gap-3">
                  {/* Decorative: the name is given beside it. */}
                  <img
                    src={entry.photo}
                    alt=""
                    width={56}
                    height={56}
                    className="rounded-circle"
                    loading="lazy"
                  />
                  <span>
                    <strong className="d-block">{entry.name}</strong>
                    <span className="text-muted">{entry.place}</span>
                  </span>
                </figcaption>
              </figure>
            </Col>
          ))}
        </Row>
      </Container>
    </section>
  );
}
