import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PNG } from 'pngjs';

export interface ReadPdf {
  /** Each page's text, as a reader would copy it. */
  pages: string[];
  /** Every page's text, one after the other. */
  text: string;
  /** The first page drawn at `scale` (1: a pixel a point), as RGBA pixels. */
  firstPage: PNG;
}

/** Parses a PDF as a reader would: its text page by page, and its first page as a picture. */
export async function readPdf(pdf: Buffer, scale = 1): Promise<ReadPdf> {
  const { pages, firstPagePng } = await new Promise<{ pages: string[]; firstPagePng: Uint8Array }>(
    (resolve, reject) => {
      const worker = new Worker(join(__dirname, 'read-pdf.worker.mjs'), { workerData: { pdf, scale } });
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  return { pages, text: pages.join('\n'), firstPage: PNG.sync.read(Buffer.from(firstPagePng)) };
}

/** Region of a page in fractions of its width and height, from the top left. */
export interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The share of a region's pixels that are not near-white: 0 for blank paper. */
export function inkIn(page: PNG, region: Region): number {
  const x0 = Math.floor(region.left * page.width);
  const x1 = Math.ceil(region.right * page.width);
  const y0 = Math.floor(region.top * page.height);
  const y1 = Math.ceil(region.bottom * page.height);
  let inked = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * page.width + x) * 4;
      const lightness = (page.data[i] + page.data[i + 1] + page.data[i + 2]) / 3;
      // Transparent pixels are unpainted paper.
      if (page.data[i + 3] > 0 && lightness < 200) inked++;
    }
  }
  return inked / Math.max(1, (x1 - x0) * (y1 - y0));
}
