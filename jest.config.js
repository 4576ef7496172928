/** One jest run for every back-end workspace; tests talk to the real local engines. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/storefront', '<rootDir>/test'],
  testMatch: ['**/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  testTimeout: 60_000,
  maxWorkers: 2,
  setupFiles: ['<rootDir>/scripts/jest-env.js'],
  globalSetup: '<rootDir>/scripts/jest-setup.ts',
  globalTeardown: '<rootDir>/scripts/jest-teardown.ts',
};
