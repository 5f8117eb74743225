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

/** The failure line under a form (SPEC §8: "the error message in red under the form"). */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <p className="text-danger small mt-3 mb-0" role="alert">
      {message}
    </p>
  );
}
