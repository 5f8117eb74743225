import Form from 'react-bootstrap/Form';
import { REPORT_NOTE_MAX_LENGTH } from '../../../shared/constants';

type ResolutionNoteFieldProps = {
  /** The dialog's own id: the field, its hint and its refusal are named from it. */
  id: string;
  label: string;
  /** Who reads the note, under the field. */
  hint: string;
  value: string;
  onChange: (note: string) => void;
  /** The server's refusal, said under the field and read with it. */
  failure: string | null;
};

/**
 * The admin's required note when closing a report or an order problem: the people concerned read
 * it, so the field says who does, and a refusal is read with the field.
 */
export function ResolutionNoteField({
  id,
  label,
  hint,
  value,
  onChange,
  failure,
}: ResolutionNoteFieldProps) {
  return (
    <>
      <Form.Label htmlFor={`${id}-note`}>{label}</Form.Label>
      <Form.Control
        as="textarea"
        id={`${id}-note`}
        rows={3}
        required
        maxLength={REPORT_NOTE_MAX_LENGTH}
        aria-invalid={failure !== null}
        aria-describedby={`${id}-hint${failure ? ` ${id}-failure` : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="small text-body-secondary mt-2 mb-0">
        {hint}
      </p>
      {failure && (
        <p id={`${id}-failure`} role="alert" className="text-danger small mt-2 mb-0">
          {failure}
        </p>
      )}
    </>
  );
}
