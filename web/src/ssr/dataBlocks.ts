import { scriptJson } from '../head/headTags';

/** The ids of the data blocks the server writes after #root for the browser to start from. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';
export const PAGES_ID = '__SSR_PAGES__';

/**
 * JSON the page carries without running it: the CSP allows no inline scripts, and a data block is not one.
 * "<" is escaped so no string in it can close the element.
 */
export const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
