const FORM_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True for a key press inside a form control, which viewer shortcuts leave alone. */
export function isFormField(target: EventTarget): boolean {
  return FORM_FIELDS.has((target as HTMLElement).tagName);
}

/** The step of an arrow key in a viewer: → is +1, ← is -1, any other key null. */
export function arrowDelta(key: string): 1 | -1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}
