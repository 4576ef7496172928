export * from './src/testing';
