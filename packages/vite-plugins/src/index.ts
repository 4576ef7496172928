export { inlineScript } from './inlineScript';
export { precompress } from './precompress';
export { typedDocuments } from './typedDocuments';
