/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Generous: the suite must pass beside other CPU-heavy work (the tests wait on conditions, never on time).
  testTimeout: 60_000,
  // A test file per core (jest's default leaves one free, which on two cores halves the speed).
  maxWorkers: '100%',
  clearMocks: true,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } }],
  },
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.svg(\\?no-inline)?$': '<rootDir>/src/testing/file-stub.ts',
    '^altcha$': '<rootDir>/src/testing/altcha-stub.ts',
    '^@blood-donation/domain$': '<rootDir>/../domain/src/index.ts',
  },
};
