// TypeScript compiles to CommonJS for jest; the one ES-module-only package react-admin pulls in goes through the same transform.
const esmOnlyPackages = ['react-hotkeys-hook'];
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Generous: the suite must pass beside other CPU-heavy work (the tests wait on conditions, never on time).
  testTimeout: 60_000,
  // A test file per core (jest's default leaves one free, which on two cores halves the speed).
  maxWorkers: '100%',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: { '^.+\\.tsx?$': tsJest, [`node_modules/(${esmOnlyPackages.join('|')})/.+\\.js$`]: tsJest },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.js',
    '^@blood-donation/domain$': '<rootDir>/../domain/src/index.ts',
  },
};
