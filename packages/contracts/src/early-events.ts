/**
 * The shop's pages are readable and clickable before their code has run (boot.ts loads it after the first paint).
 * This script, inline in the head of the shop's index.html, records what a shopper does in that time so the app can
 * do it once hydrated (web/src/earlyEvents.ts), as Angular's event replay and Google's JSAction do:
 * - clicks, except on links, labels and form fields (the browser handles those itself) and on submit buttons (their
 *   form's submit event is recorded instead);
 * - submits of forms the app handles (no `action`), held back so the page does not reload; a form with an `action`
 *   (the header search) works without the app and goes ahead;
 * - each field's value as typed or chosen, so hydration keeps it; a date typed into a date field (marked with
 *   DATE_FIELD_ATTRIBUTE) is then confirmed, as Enter or leaving the field confirms it. Enter in a date field never
 *   submits its form, before hydration as after (the shop's DateField).
 * The app calls the global EARLY_EVENTS_GLOBAL names once, just before it hydrates: that stops the recording and
 * returns what was recorded. The Content-Security-Policy allows this script by its hash (gateway/src/security.ts),
 * so any change to its text is picked up there.
 */
export const EARLY_EVENTS_GLOBAL = '__shopEarlyEvents';

/** Marks the input of a date field, where Enter confirms the typed date rather than submitting the form. */
export const DATE_FIELD_ATTRIBUTE = 'data-date-field';

export const EARLY_EVENTS_SCRIPT = `(function () {
  var log = [], types = ['click', 'submit', 'input', 'change', 'keydown'];
  function record(e) {
    var t = e.target, button;
    if (!t.closest || !t.closest('#root')) return;
    if (e.type == 'keydown') {
      if (e.key == 'Enter' && t.hasAttribute('${DATE_FIELD_ATTRIBUTE}')) e.preventDefault();
      return;
    }
    if (e.type == 'submit') {
      if (t.hasAttribute('action')) return;
      e.preventDefault();
      log.push({ kind: 'submit', target: t });
    } else if (e.type == 'click') {
      button = t.closest('button');
      if (t.closest('a[href],label,input,select,textarea') || (button && button.form && button.type == 'submit')) return;
      log.push({ kind: 'click', target: t });
    } else {
      log.push({ kind: 'value', target: t, value: t.type == 'checkbox' || t.type == 'radio' ? t.checked : t.value });
    }
  }
  types.forEach(function (type) { document.addEventListener(type, record, true); });
  window.${EARLY_EVENTS_GLOBAL} = function () {
    types.forEach(function (type) { document.removeEventListener(type, record, true); });
    return log;
  };
})();`;
