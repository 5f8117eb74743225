import '../../styles/bootstrapAccordion.scss';
import { Accordion, Container } from 'react-bootstrap';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../components/usePageTitle';
import { selectLanguage } from '../../i18n/languageSlice';
import { useT } from '../../i18n/useT';
import { blogQuestions } from './blogQuestions';

/** Four questions; each answer opens on click and closes on a second click. */
export function BlogPage() {
  const t = useT();
  const questions = blogQuestions[useAppSelector(selectLanguage)];
  usePageTitle(t('pages.blog'));
  return (
    <Container className="py-5 blog">
      <h1 className="section-title text-center mb-4">{t('pages.blog')}</h1>
      <Accordion>
        {questions.map((entry) => (
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
