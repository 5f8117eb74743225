import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { visibleError } from './visibleError';

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
};

/**
 * A labelled input whose message shows under it, in red, once the field was left or the form
 * submitted; screen readers hear the message through aria-describedby.
 */
export function TextField({ name, label, type = 'text', autoComplete }: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Form.Group className="mb-3" controlId={id}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              {...input}
              value={input.value ?? ''}
              type={type}
              autoComplete={autoComplete}
              isInvalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        );
      }}
    </Field>
  );
}
