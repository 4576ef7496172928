/** The sent hire quote as a PDF, and the wording of its facts that the emails share. */
export { renderQuotePdf, type Business } from './render-quote-pdf';
export * from './quote-text';
