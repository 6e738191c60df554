export * from './days';
export * from './format';
export * from './today';
export * from './zone';
export * from './wall-time';
export * from './zoned-format';
export * from './periods';
export * from './email-days';
