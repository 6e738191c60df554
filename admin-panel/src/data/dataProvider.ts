import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { ADMIN_API_URL, httpClient } from './httpClient';
import { type AdminExtraMethods, withResourceRoutes } from './resourceRoutes';
import { type BloodRequestMethods, withDonorRoutes } from './donorRoutes';
import { type ReportMethods, withReportRoutes } from './reportRoutes';

/** The panel's one data provider: react-admin's CRUD plus the calls its screens make beyond it. */
export type AdminDataProvider = DataProvider & AdminExtraMethods & BloodRequestMethods & ReportMethods;

/** Events, volunteers, contacts and teams write to their documented endpoints (see resourceRoutes). */
export const dataProvider: AdminDataProvider = withReportRoutes(withDonorRoutes(withResourceRoutes(simpleRestProvider(ADMIN_API_URL, httpClient))));
