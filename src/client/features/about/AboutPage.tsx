import { Col, Container, Row } from 'react-bootstrap';
import { PAGE_NAMES } from '../../../shared/messages';
import { usePageTitle } from '../../components/usePageTitle';
import { TeamMemberCard } from './TeamMemberCard';
import { teamMembers } from './teamMembers';

export function AboutPage() {
  usePageTitle(PAGE_NAMES.about);
  return (
    <Container className="py-5">
      <h1 className="section-title text-center">Meet our team</h1>
      <p className="text-center text-muted mb-5">
        Hover over a portrait, or tab to it, to learn who keeps the books moving.
      </p>
      <Row as="ul" xs={1} sm={2} lg={4} className="g-4 list-unstyled" aria-label="Team members">
        {teamMembers.map((member) => (
          <Col as="li" key={member.photo}>
            <TeamMemberCard member={member} />
          </Col>
        ))}
      </Row>
    </Container>
  );
}
