import type { OperationCases } from './contract-calls';

/** Availability, eligibility, blood compatibility, the need board, and a donor's own data. */
export const DONOR_MATCHING_CASES: Record<string, OperationCases> = {
  'GET /api/user/availability': { 200: (records) => ({ as: records.donor }) },
  'PUT /api/user/availability': { 200: (records) => ({ as: records.volunteer, body: { available: true, city: 'Pune' } }) },
  'GET /api/user/eligibility': { 200: (records) => ({ as: records.donor }) },
  'GET /api/blood-compatibility': { 200: () => ({}) },
  'GET /api/need-board': { 200: () => ({}) },
  'GET /api/user/export': { 200: (records) => ({ as: records.donor }) },
};
