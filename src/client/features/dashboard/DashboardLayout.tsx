import '../../styles/bootstrapOffcanvas.scss';
import { useState } from 'react';
import { Button, Col, Container, Offcanvas, Row } from 'react-bootstrap';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { SideMenu } from './SideMenu';

/**
 * /dashboard: the side menu beside the page. On phones the menu is an off-canvas panel behind
 * a button, so the page itself gets the whole narrow screen. Each section titles the page
 * itself (a layout's effect runs after its child's, so it would overwrite the section's title).
 */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();

  return (
    <Container fluid="lg" className="py-4">
      <Button
        variant="outline-primary"
        className="d-lg-none mb-3"
        aria-controls="dashboard-menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        {t('dashboard.menu')}
      </Button>
      <Row className="g-4">
        <Col lg={3}>
          <Offcanvas
            id="dashboard-menu"
            show={menuOpen}
            onHide={() => setMenuOpen(false)}
            responsive="lg"
            aria-label={t('dashboard.menu')}
          >
            <Offcanvas.Header closeButton closeLabel={t('labels.close')}>
              <Offcanvas.Title>{t('pages.dashboard')}</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>
              <SideMenu onNavigate={() => setMenuOpen(false)} />
            </Offcanvas.Body>
          </Offcanvas>
        </Col>
        <Col lg={9}>
          <Outlet />
        </Col>
      </Row>
    </Container>
  );
}
