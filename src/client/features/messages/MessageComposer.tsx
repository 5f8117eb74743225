import '../../styles/bootstrapForms.scss';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { MESSAGE_MAX_LENGTH } from '../../../shared/constants';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { loadSchemas } from '../../api/lazySchemas';
import { fieldMessage } from '../../i18n/fieldMessage';
import { useT } from '../../i18n/useT';
import { useHasKeyboard } from './useHasKeyboard';

type MessageComposerProps = {
  /** Sends the trimmed words; an `error` is the server's refusal, shown under the box. */
  onSend: (body: string) => Promise<{ error?: unknown }>;
};

/**
 * The box under a conversation (and on 'Ask the seller'): Enter sends, Shift+Enter is a new
 * line. Empty, whitespace-only and over-long messages are refused here with the server's own
 * words (the shared schema, fetched with the first send); a refused send keeps the typed text, the reason beside the box.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The hint speaks of keys a phone's keyboard does not show: computers only.
  const keyboardHint = useHasKeyboard();

  /** Checks and sends the words: why they did not go, or null once sent. */
  async function checkAndSend(): Promise<string | null> {
    // The schemas (and zod) come with the first send, not with the page. Without a connection
    // they cannot come, and that is said as for a send that could not reach the server.
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) return apiErrorMessage(null);
    const body = schemas.MessageBodySchema.safeParse(text);
    if (!body.success) return fieldMessage(body.error.issues[0]?.message ?? '');
    const { error } = await onSend(body.data);
    return error ? apiErrorMessage(error) : null;
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    setSending(true);
    const refusal = await checkAndSend();
    setSending(false);
    setProblem(refusal);
    if (refusal === null) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter picks the word; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  return (
    <Form noValidate onSubmit={(event) => void send(event)} className="message-composer">
      <Form.Label htmlFor={`${id}-body`} className="fw-semibold">
        {t('messages.composeLabel')}
      </Form.Label>
      <div className="d-flex gap-2 align-items-end">
        <Form.Control
          as="textarea"
          id={`${id}-body`}
          rows={2}
          value={text}
          isInvalid={problem !== null}
          aria-invalid={problem !== null}
          aria-describedby={[
            keyboardHint && `${id}-hint`,
            `${id}-count`,
            problem && `${id}-problem`,
          ]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={sending}>
          {sending && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {sending ? t('messages.sending') : t('messages.send')}
        </Button>
      </div>
      {problem && (
        <div id={`${id}-problem`} role="alert" className="text-danger small mt-1">
          {problem}
        </div>
      )}
      <div className="d-flex justify-content-between gap-2 small text-body-secondary mt-1">
        {keyboardHint && <span id={`${id}-hint`}>{t('messages.composeHint')}</span>}
        <span id={`${id}-count`} className={`ms-auto${tooLong ? ' text-danger' : ''}`}>
          {t('messages.characterCount', { count: text.length, max: MESSAGE_MAX_LENGTH })}
        </span>
      </div>
    </Form>
  );
}
