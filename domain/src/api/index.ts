export * from './api-error';
export * from './client';
export * from './list-query';
export * from './session-events';
export type { components, paths } from './openapi-types';
