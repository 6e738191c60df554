import type { BloodRequestField, BloodRequestRecord } from '@blood-donation/domain';
import { api } from '../../lib/api-client';

export type BloodRequestForm = Record<BloodRequestField, string>;

/** GET, a page at a time: the logged-in user's own requests, newest first. */
export const OWN_REQUESTS_PATH = '/user-blood-requests';

/** POST /api/blood-requests: units and age as numbers; a new request is sent with status false. */
export function createBloodRequest(values: BloodRequestForm) {
  const payload = {
    name: values.name.trim(),
    email: values.email.trim(),
    bloodGroup: values.bloodGroup,
    units: Number(values.units),
    mobile: values.mobile.trim(),
    gender: values.gender,
    age: Number(values.age),
    disease: (values.disease ?? '').trim(),
    status: false,
  };
  return api.post<BloodRequestRecord>('/blood-requests', payload);
}

/** DELETE /api/blood-requests/{id}: only a Pending request of one's own (409 otherwise). */
export function deleteBloodRequest(id: number) {
  return api.delete<{ message: string }>(`/blood-requests/${id}`);
}
