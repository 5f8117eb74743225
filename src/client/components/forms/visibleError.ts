import type { FieldMetaState } from 'react-final-form';
import { fieldMessage } from '../../i18n/fieldMessage';

/**
 * A field's message once it matters, in the current language: after the person left the field
 * or tried to submit. Shown earlier, every empty field would shout before anyone typed. The
 * server's refusal of the field (a submit's answer) shows the same way until the field changes.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  const refused = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined);
  const message =
    meta.touched || meta.submitFailed ? ((meta.error as string | undefined) ?? refused) : undefined;
  return message === undefined ? undefined : fieldMessage(message);
}
