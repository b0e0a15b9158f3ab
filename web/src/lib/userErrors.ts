/** The shape of the SDL's `UserError`, as generated operations return it. */
export interface UserErrorLike {
  field: ReadonlyArray<string> | null;
  message: string;
  code: string;
}

export interface SplitUserErrors {
  /** Messages for fields the form shows, keyed by form field name. */
  fields: Record<string, string[]>;
  /** Messages about the whole input, or about a field the form does not have: shown as a toast. */
  general: string[];
}

/**
 * Sorts a payload's `userErrors` into the form's fields and the rest. The server names a field by
 * its input path (`["input", "newPassword"]`); `aliases` maps its last segment to the form's own
 * name where they differ.
 */
export function splitUserErrors(
  errors: ReadonlyArray<UserErrorLike>,
  formFields: ReadonlyArray<string>,
  aliases: Record<string, string> = {},
): SplitUserErrors {
  const result: SplitUserErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const last = error.field?.[error.field.length - 1];
    const name = last === undefined ? undefined : (aliases[last] ?? last);
    if (name !== undefined && formFields.includes(name)) {
      (result.fields[name] ??= []).push(error.message);
    } else {
      result.general.push(error.message);
    }
  }
  return result;
}
