import '../../styles/bootstrapForms.scss';
import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { REVIEW_COMMENT_MAX_LENGTH } from '../../../shared/constants';
import { visibleError } from '../../components/forms/visibleError';
import { useFormat, useT } from '../../i18n/useT';

const ID = 'field-comment';

/**
 * The review's optional comment with its length under it ('12 of 1,000 characters'). No
 * `maxLength`: a pasted longer text stays visible with the shared message beside it
 * (VALIDATION.reviewCommentTooLong), rather than being cut silently. The counter is read with
 * the field, not announced at every key.
 */
export function ReviewCommentField() {
  const t = useT();
  const { number } = useFormat();
  return (
    <Field<string> name="comment">
      {({ input, meta }) => {
        const error = visibleError(meta);
        const used = (input.value ?? '').length;
        const over = used > REVIEW_COMMENT_MAX_LENGTH;
        return (
          <Form.Group className="mb-3" controlId={ID}>
            <Form.Label>{t('orders.commentLabel')}</Form.Label>
            <Form.Control
              {...input}
              value={input.value ?? ''}
              as="textarea"
              rows={4}
              isInvalid={!!error}
              aria-invalid={!!error}
              aria-describedby={`${ID}-counter${error ? ` ${ID}-error` : ''}`}
            />
            <Form.Text id={`${ID}-counter`} className={over ? 'text-danger' : undefined}>
              {t('orders.commentCounter', {
                used: number(used),
                max: number(REVIEW_COMMENT_MAX_LENGTH),
              })}
            </Form.Text>
            <Form.Control.Feedback type="invalid" id={`${ID}-error`}>
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        );
      }}
    </Field>
  );
}
