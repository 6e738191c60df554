export * from './options';
export * from './roles';
export * from './routes';
export * from './rules';
export * from './messages';
export * from './form-validation';
export * from './session';
export * from './theme';
