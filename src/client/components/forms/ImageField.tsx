import '../../styles/bootstrapForms.scss';
import '../../styles/bootstrapProgress.scss';
import './imageField.css';
import { useEffect, useMemo } from 'react';
import { Form, ProgressBar } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { IMAGE_TYPES } from '../../../shared/constants';
import { useT } from '../../i18n/useT';
import { visibleError } from './visibleError';

type ImageFieldProps = {
  name: string;
  label: string;
  /** Upload progress in percent while sending, else null. */
  progress: number | null;
};

/** A preview of the picked picture, so people see they chose the right one. */
function Preview({ file }: { file: File }) {
  const t = useT();
  // Object URLs exist in browsers only (not in jsdom); without one there is simply no preview.
  const url = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (!url) return null;
  return (
    <img src={url} alt={t('forms.chosenPicture')} className="image-field__preview rounded mt-2" />
  );
}

/** A file picker for one picture, with its message, a preview and the upload's progress. */
export function ImageField({ name, label, progress }: ImageFieldProps) {
  const id = `field-${name}`;
  const t = useT();
  return (
    <Field<File | undefined> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Form.Group className="mb-3" controlId={id}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              type="file"
              name={input.name}
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => {
                const picked = (event.target as HTMLInputElement).files?.[0];
                input.onChange(picked);
              }}
              onBlur={() => input.onBlur()}
              isInvalid={!!error}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error}
            </Form.Control.Feedback>
            {input.value instanceof File && <Preview file={input.value} />}
            {progress !== null && (
              <ProgressBar
                className="mt-2"
                now={progress}
                label={t('forms.percent', { percent: progress })}
                aria-label={t('forms.uploadProgress')}
              />
            )}
          </Form.Group>
        );
      }}
    </Field>
  );
}
