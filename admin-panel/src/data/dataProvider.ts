import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/** The admin API on the same origin; resources arrive with their own issues. */
export const ADMIN_API_URL = '/api/admin';

export const dataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
