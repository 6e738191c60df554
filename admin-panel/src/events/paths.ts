import type { AdminPath } from '../destinations';

export const EVENT_MANAGEMENT_PATH: AdminPath = '/event-management';
export const CREATE_EVENT_PATH: AdminPath = '/create-event';
export const MANAGE_EVENTS_PATH: AdminPath = '/manage-events';
