import '../../styles/bootstrapForms.scss';
import type { HTMLAttributes } from 'react';
import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { useT } from '../../i18n/useT';
import { visibleError } from './visibleError';

/** The element a multi-line field renders as. */
const MULTI_LINE = 'textarea';

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** The phone keyboard to offer: 'decimal' for prices, 'tel' for phone numbers. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A multi-line box of this many rows instead of a one-line input. */
  rows?: number;
  /** Shown and sent, but not editable (e.g. the buyer and the book of an order). */
  readOnly?: boolean;
};

/**
 * A labelled input whose message shows under it, in red, once the field was left or the form
 * submitted; screen readers hear the message through aria-describedby.
 */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  rows,
  readOnly,
}: TextFieldProps) {
  const id = `field-${name}`;
  // Called for its subscription: the field's message follows a language switch.
  useT();
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
              {...(rows ? { as: MULTI_LINE, rows } : { type })}
              autoComplete={autoComplete}
              placeholder={placeholder}
              inputMode={inputMode}
              readOnly={readOnly}
              className={readOnly ? 'bg-body-tertiary' : undefined}
              isInvalid={!!error}
              aria-invalid={!!error}
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
