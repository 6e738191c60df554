import type { BloodRequestRecord } from '@blood-donation/domain';
import { listOf } from '../data/testAdmin';

/** A Pending request, as the admin list shows it. */
export const request: BloodRequestRecord = {
  id: 7,
  name: 'Bea Patient',
  email: 'bea@example.test',
  mobile: '+911234567890',
  gender: 'Female',
  bloodGroup: 'O-',
  age: 40,
  disease: 'Anaemia',
  units: 2,
  status: 'Pending',
  message: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-03T03:04:05.000Z',
};

/** A data provider listing `rows` (Pending Bea, Approved Cy, Rejected Di unless given) whose moves succeed. */
export function provider(overrides: Record<string, jest.Mock> = {}, rows: BloodRequestRecord[] = [request, { ...request, id: 8, name: 'Cy', status: 'Approved' }, { ...request, id: 9, name: 'Di', status: 'Rejected' }]) {
  return {
    getList: jest.fn(() => listOf(rows)),
    delete: jest.fn(() => Promise.resolve({ data: request })),
    approveBloodRequest: jest.fn(() => Promise.resolve({ data: { ...request, status: 'Approved' } })),
    rejectBloodRequest: jest.fn(() => Promise.resolve({ data: { ...request, status: 'Rejected' } })),
    fulfilBloodRequest: jest.fn(() => Promise.resolve({ data: { ...request, status: 'Fulfilled' } })),
    getApprovalEffects: jest.fn(() => Promise.resolve({ data: { donorsPerWave: 10 } })),
    ...overrides,
  };
}
