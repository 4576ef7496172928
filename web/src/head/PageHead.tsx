import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRenderPass } from '../ssr/renderPass';
import { fullTitle, headTags, type HeadTag, type PageHeadProps } from './headTags';

function applyHead(head: PageHeadProps, path: string) {
  document.title = fullTitle(head);
  document.head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  document.head.append(...headTags(head, window.location.origin, path).map(toElement));
}

function toElement({ tag, attributes, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text) element.textContent = text;
  return element;
}

/**
 * The title, description, canonical link, Open Graph tags and structured data of the page that renders it (one
 * per page state). The server writes them into the HTML it sends; in the browser they follow navigation.
 */
export function PageHead(props: PageHeadProps) {
  const server = useRenderPass();
  const { pathname } = useLocation();
  // Rendered after the layout, the page's own head is the last one the server hears of.
  if (server) server.head = props;
  // Compared by content: pages build these props afresh on every render.
  const content = JSON.stringify([props, pathname]);
  useEffect(() => applyHead(props, pathname), [content]);
  return null;
}
