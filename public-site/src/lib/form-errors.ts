/**
 * After validating on submit: false when there is nothing to report; otherwise moves focus to the
 * first field (in form order) that has an error and returns true.
 */
export function reportErrors(form: HTMLFormElement | null, fields: readonly string[], errors: Partial<Record<string, string>>): boolean {
  const first = fields.find((field) => errors[field]);
  if (!first) return false;
  const element = form?.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
  return true;
}
