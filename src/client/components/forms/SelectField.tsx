import '../../styles/bootstrapForms.scss';
import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { useT } from '../../i18n/useT';
import { visibleError } from './visibleError';

type SelectOption = { value: string; label: string };

type SelectFieldProps = { name: string; label: string; options: readonly SelectOption[] };

/** A labelled dropdown with the same message rule as TextField. */
export function SelectField({ name, label, options }: SelectFieldProps) {
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
            <Form.Select
              {...input}
              value={input.value ?? ''}
              isInvalid={!!error}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        );
      }}
    </Field>
  );
}
