import './authCard.css';
import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';

type AuthCardProps = { title: string; children: ReactNode };

/** The narrow centred card both account pages share; full width on phones. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Container className="py-5">
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 text-center mb-4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}
