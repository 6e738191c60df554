import type { BloodRequestRecord } from '@blood-donation/domain';

/** A request of the logged-in donor as the API lists it: Pending, no note, unless `overrides` say otherwise. */
export function bloodRequestRecord(id: number, overrides: Partial<BloodRequestRecord> = {}): BloodRequestRecord {
  return {
    id,
    name: `Patient ${id}`,
    email: `patient${id}@example.com`,
    mobile: '9876543210',
    gender: 'Female',
    bloodGroup: 'O+',
    age: 30 + id,
    disease: 'Anaemia',
    units: 2,
    status: 'Pending',
    message: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}
