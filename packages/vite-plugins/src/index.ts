export { precompress } from './precompress';
export { typedDocuments } from './typedDocuments';
