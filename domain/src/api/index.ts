export * from './api-error';
export * from './client';
export * from './list-query';
export * from './session-events';
export { stepUpMiddleware } from './step-up-middleware';
export type { components, paths } from './openapi-types';
