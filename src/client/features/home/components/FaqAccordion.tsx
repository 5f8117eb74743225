import '../../../styles/bootstrapAccordion.scss';
import { Accordion, Container } from 'react-bootstrap';
import { useT } from '../../../i18n/useT';
import { useHomeContent } from './useHomeContent';

/** Frequently asked questions; a question opens its answer and closes it again. */
export function FaqAccordion() {
  const t = useT();
  const items = useHomeContent().faq;
  return (
    <section aria-labelledby="faq-heading" className="py-5">
      <Container className="faq">
        <h2 id="faq-heading" className="section-title text-center">
          {t('home.faq')}
        </h2>
        <Accordion>
          {items.map((item) => (
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
