export * from './fields';
export * from './account';
export * from './field-errors';
export * from './enums';
export * from './users';
export * from './edge-values';
