import { Col, Container, Row } from 'react-bootstrap';

/** The about block on the literacy-charity bookstore the marketplace grew from. */
export function CharityAbout() {
  return (
    <section aria-labelledby="charity-heading" className="charity py-5">
      <Container>
        <Row className="align-items-center g-4">
          <Col md={6}>
            <img
              src="/images/charity.svg"
              alt="A small community library where children sit on a mat reading books"
              width={800}
              height={600}
              loading="lazy"
              className="img-fluid rounded-3"
            />
          </Col>
          <Col md={6}>
            <p className="text-uppercase small fw-semibold charity__eyebrow mb-1">About us</p>
            <h2 id="charity-heading" className="section-title">
              A bookstore that gives reading back
            </h2>
            <p>
              We grew out of a small charity bookstore that collects donated books and sells them to
              fund reading programmes for children who have no library nearby.
            </p>
            <p className="mb-0">
              The same idea runs this marketplace: a book you no longer need can open a new world
              for someone else. Buy second hand, sell what you have read, and help more people learn
              to read.
            </p>
          </Col>
        </Row>
      </Container>
    </section>
  );
}
