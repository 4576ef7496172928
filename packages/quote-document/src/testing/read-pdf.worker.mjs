// Runs outside jest's module sandbox: pdf.js loads its worker with a dynamic import, which jest's
// CommonJS runtime refuses. Reads the text of every page and draws the first as a PNG.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: new Uint8Array(workerData.pdf) });
try {
  const text = await parser.getText();
  const shot = await parser.getScreenshot({
    partial: [1],
    scale: workerData.scale,
    imageDataUrl: false,
    imageBuffer: true,
  });
  parentPort.postMessage({ pages: text.pages.map((page) => page.text), firstPagePng: shot.pages[0].data });
} finally {
  await parser.destroy();
}
