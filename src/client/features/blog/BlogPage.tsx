import { Accordion, Container } from 'react-bootstrap';
import { PAGE_NAMES } from '../../../shared/messages';
import { usePageTitle } from '../../components/usePageTitle';
import { blogQuestions } from './blogQuestions';

/** Four questions; each answer opens on click and closes on a second click. */
export function BlogPage() {
  usePageTitle(PAGE_NAMES.blog);
  return (
    <Container className="py-5 blog">
      <h1 className="section-title text-center mb-4">Blog</h1>
      <Accordion>
        {blogQuestions.map((entry) => (
          <Accordion.Item key={entry.question} eventKey={entry.question}>
            <Accordion.Header as="h2">{entry.question}</Accordion.Header>
            <Accordion.Body>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
