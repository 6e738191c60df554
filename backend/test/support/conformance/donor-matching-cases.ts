import type { OperationCases } from './contract-calls';

/** Availability, eligibility, blood compatibility, the need board, and a donor's own data and consents. */
export const DONOR_MATCHING_CASES: Record<string, OperationCases> = {
  'GET /api/user/availability': { 200: (records) => ({ as: records.donor }) },
  'PUT /api/user/availability': { 200: (records) => ({ as: records.volunteer, body: { available: true, city: 'Pune' } }) },
  'GET /api/user/eligibility': { 200: (records) => ({ as: records.donor }) },
  'GET /api/user/milestones': { 200: (records) => ({ as: records.donor }) },
  'GET /api/blood-compatibility': { 200: () => ({}) },
  'GET /api/need-board': { 200: () => ({}) },
  'GET /api/user/export': { 200: (records) => ({ as: records.donor }) },
  'GET /api/user/consents': { 200: (records) => ({ as: records.donor }) },
  'PUT /api/user/consents/{purpose}': {
    200: (records) => ({ as: records.volunteer, params: { purpose: 'eligibility-reminders' } }),
    400: (records) => ({ as: records.donor, params: { purpose: 'matching' } }),
  },
  'DELETE /api/user/consents/{purpose}': {
    200: (records) => ({ as: records.volunteer, params: { purpose: 'newsletter' } }),
    400: (records) => ({ as: records.donor, params: { purpose: 'marketing' } }),
  },
};
