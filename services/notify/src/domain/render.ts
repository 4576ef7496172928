import { letterheadOf, registrationText } from '@shop/contracts';

/** One email as HTML and plain text, built from settings' wording and footer; all user content escaped. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The settings' letterhead fields: every email ends with the letterhead its quote PDFs carry. */
export type Footer = Parameters<typeof letterheadOf>[0];

/** The letterhead on one line: name, address, phone, email, then the VAT and company numbers when set. */
const footerLine = (footer: Footer): string => {
  const letterhead = letterheadOf(footer);
  return [letterhead.name, letterhead.address, letterhead.phone, letterhead.email, registrationText(letterhead)]
    .filter(Boolean)
    .join(' · ');
};

export interface EmailBody {
  subject: string;
  title: string;
  intro: string;
  /** Label and value rows, e.g. ["Order number", "42"]. */
  details: Array<[string, string]>;
  /** The one thing to do, as a button (a link in the plain text). */
  action?: { label: string; url: string };
  /** Free text shown as given (a customer's message), kept in its own block. */
  note?: { label: string; text: string };
  footer: Footer;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const BUTTON_STYLE =
  'display:inline-block;background:#1f2937;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none';

export function render({ subject, title, intro, details, action, note, footer }: EmailBody): RenderedEmail {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const noteHtml = note
    ? `<h3>${escapeHtml(note.label)}</h3><p style="white-space:pre-wrap">${escapeHtml(note.text)}</p>`
    : '';
  const footerText = footerLine(footer);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    rows ? `<table>${rows}</table>` : '',
    action ? `<p><a href="${escapeHtml(action.url)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>` : '',
    noteHtml,
    `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footerText)}</p>`,
    '</body></html>',
  ].join('');
  const text = [
    title,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(note ? ['', `${note.label}:`, note.text] : []),
    '',
    '--',
    footerText,
  ].join('\n');
  return { subject, html, text };
}
