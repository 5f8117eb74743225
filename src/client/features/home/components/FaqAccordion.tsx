import { Accordion, Container } from 'react-bootstrap';
import { faqItems } from './faqItems';

/** Frequently asked questions; a question opens its answer and closes it again. */
export function FaqAccordion() {
  return (
    <section aria-labelledby="faq-heading" className="py-5">
      <Container className="faq">
        <h2 id="faq-heading" className="section-title text-center">
          Frequently asked questions
        </h2>
        <Accordion>
          {faqItems.map((item) => (
            <Accordion.Item key={item.question} eventKey={item.question}>
              <Accordion.Header as="h3">{item.question}</Accordion.Header>
              <Accordion.Body>{item.answer}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
