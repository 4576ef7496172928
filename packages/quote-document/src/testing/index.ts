/** For tests and benchmarks: a priced sample quote, and a PDF read back as text and as a picture. */
export { SAMPLE_BUSINESS, sampleQuote, type SampleQuote } from './sample-quote';
export { inkIn, readPdf, type ReadPdf, type Region } from './read-pdf';
