import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';
import { withResourceRoutes } from './resourceRoutes';
import { withDonorRoutes } from './donorRoutes';

/** The admin API on the same origin; resources arrive with their own issues. */
export const ADMIN_API_URL = '/api/admin';

/** Events, volunteers, contacts and teams write to their documented endpoints (see resourceRoutes). */
export const dataProvider = withDonorRoutes(withResourceRoutes(simpleRestProvider(ADMIN_API_URL, httpClient)));
