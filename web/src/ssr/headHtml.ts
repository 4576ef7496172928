import { fullTitle, headTags, type HeadTag, type PageHeadProps } from '../head/headTags';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value ? ` ${name}="${escapeHtml(value)}"` : ` ${name}`))
    .join('');
  // Script text is JSON with "<" already escaped (scriptJson).
  return tag === 'script' ? `<script${attrs}>${text ?? ''}</script>` : `<${tag}${attrs}>`;
}

/** The page's title and head tags as HTML, for the server's answer. */
export const headHtml = (head: PageHeadProps, origin: string, path: string) =>
  `<title>${escapeHtml(fullTitle(head))}</title>` + headTags(head, origin, path).map(tagHtml).join('');
