import { Col, Container, Row } from 'react-bootstrap';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../components/usePageTitle';
import { selectLanguage } from '../../i18n/languageSlice';
import { useT } from '../../i18n/useT';
import { TeamMemberCard } from './TeamMemberCard';
import { teamMembers } from './teamMembers';

export function AboutPage() {
  const t = useT();
  const members = teamMembers[useAppSelector(selectLanguage)];
  usePageTitle(t('pages.about'));
  return (
    <Container className="py-5">
      <h1 className="section-title text-center">{t('about.heading')}</h1>
      <p className="text-center text-muted mb-5">{t('about.intro')}</p>
      <Row
        as="ul"
        xs={1}
        sm={2}
        lg={4}
        className="g-4 list-unstyled"
        aria-label={t('about.teamList')}
      >
        {members.map((member) => (
          <Col as="li" key={member.photo}>
            <TeamMemberCard member={member} />
          </Col>
        ))}
      </Row>
    </Container>
  );
}
