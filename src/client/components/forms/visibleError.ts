import type { FieldMetaState } from 'react-final-form';

/**
 * A field's message once it matters: after the person left the field or tried to submit.
 * Shown earlier, every empty field would shout before anyone typed.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  return meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
}
