import { Toast } from 'antd-mobile';
import type { FormInstance } from './formRules.ts';
import { splitUserErrors, type UserErrorLike } from '../../lib/userErrors.ts';

/**
 * Shows a payload's `userErrors`: under the matching field where the form has one, otherwise as a
 * toast. Returns true when there was anything to show.
 */
export function applyUserErrors(
  form: FormInstance,
  errors: ReadonlyArray<UserErrorLike> | null | undefined,
  formFields: ReadonlyArray<string>,
  aliases?: Record<string, string>,
): boolean {
  if (!errors?.length) return false;
  const { fields, general } = splitUserErrors(errors, formFields, aliases);
  const entries = Object.entries(fields);
  if (entries.length) form.setFields(entries.map(([name, messages]) => ({ name, errors: messages })));
  if (general.length) Toast.show({ content: general.join('\n') });
  return true;
}
