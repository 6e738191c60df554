export * from './audiences';
export * from './personal-fields';
export * from './privacy-document';
export * from './privacy-words';
export * from './retention';
export * from './privacy-version';
