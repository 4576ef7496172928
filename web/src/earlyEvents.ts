import { DATE_FIELD_ATTRIBUTE, EARLY_EVENTS_GLOBAL } from '@shop/contracts';

/** What the page's inline script (EARLY_EVENTS_SCRIPT) records before the app runs. */
type EarlyEvent =
  | { kind: 'click'; target: Element }
  | { kind: 'submit'; target: HTMLFormElement }
  | { kind: 'value'; target: Element; value: string | boolean };

type Recorder = { [EARLY_EVENTS_GLOBAL]?: () => EarlyEvent[] };

let held: EarlyEvent[] = [];

/**
 * Stops the recording and keeps what it holds; called just before hydrating. From then on React's own listeners
 * answer: an event on a part not hydrated yet hydrates that part first.
 */
export function holdEarlyEvents(): void {
  held = (window as Recorder)[EARLY_EVENTS_GLOBAL]?.() ?? [];
}

/**
 * Sets a field to what was typed or chosen before hydration, as the shopper's own input would: React keeps a copy
 * of each field's value and fires onChange only when the DOM's differs, so its copy is set apart first.
 */
function restoreValue(field: Element, value: string | boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // An unchecked radio was unchecked by its group's new choice, which is replayed itself.
    if (value === false && field.type === 'radio') return;
    field.checked = !value;
    field.click();
    return;
  }
  if (typeof value !== 'string') return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field instanceof HTMLInputElement && field.hasAttribute(DATE_FIELD_ATTRIBUTE)) {
    restoreDate(field, value);
    return;
  }
  typeInto(field, value);
}

/** Puts `value` into a text field as typing would: React keeps a copy of its value, so that copy is set apart first. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A date typed into a date field (DateField) counts once confirmed, by Enter or by leaving the field: the field is
 * focused, the date typed and Enter pressed, and the focus goes back to where the shopper left it. A date the field
 * refuses (half typed, a day it disables) is dropped by the field as it would be then.
 */
function restoreDate(field: HTMLInputElement, value: string): void {
  const focused = document.activeElement;
  // Focused before hydration, the field was never focused for React: it is focused afresh, which opens its calendar.
  if (focused === field) field.blur();
  field.focus();
  typeInto(field, value);
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
  if (focused instanceof HTMLElement && focused !== field) focused.focus();
}

/**
 * Clicks what the shopper clicked. A press on an icon-only button lands on the icon's drawing, an SVG element, which
 * has no click() of its own: a click event sent to it bubbles to the button's handler all the same.
 */
function click(target: Element): void {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
}

/**
 * Does what the shopper did before hydration, once the page has hydrated: fields first (their last values), then
 * the clicks and submits in order, so a form sent early is sent with what was typed into it. Elements that are no
 * longer in the page (rendered afresh rather than hydrated) are skipped.
 */
export function replayEarlyEvents(): void {
  const events = held;
  held = [];
  const values = new Map<Element, string | boolean>();
  for (const event of events) if (event.kind === 'value') values.set(event.target, event.value);
  for (const [field, value] of values) if (field.isConnected) restoreValue(field, value);
  for (const event of events) {
    if (!event.target.isConnected) continue;
    if (event.kind === 'submit') event.target.requestSubmit();
    else if (event.kind === 'click') click(event.target);
  }
}
