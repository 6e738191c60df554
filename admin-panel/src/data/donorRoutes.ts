import type { CreateParams, DataProvider, Identifier } from 'react-admin';
import { httpClient } from './httpClient';

/** Admin Add Donor records a donation through the documented POST /api/add. */
export const DONATION_CREATE_URL = '/api/add';

/** The calls beyond react-admin's CRUD that the blood request screen makes. */
export interface BloodRequestMethods {
  approveBloodRequest(id: Identifier): Promise<{ data: unknown }>;
  /** Rejects with the reason the requester is shown (the request's message). */
  rejectBloodRequest(id: Identifier, reason: string): Promise<{ data: unknown }>;
  fulfilBloodRequest(id: Identifier): Promise<{ data: unknown }>;
}

async function setBloodRequestStatus(id: Identifier, action: 'approve' | 'reject' | 'fulfil', body?: { message: string }) {
  const { json } = await httpClient(`/api/blood-requests/${encodeURIComponent(String(id))}/${action}`, { method: 'PUT', ...(body && { body: JSON.stringify(body) }) });
  return { data: json as unknown };
}

/**
 * Creates `donorlist` records through POST /api/add and adds approve/reject/fulfil for blood requests
 * (PUT /api/blood-requests/{id}/approve|reject|fulfil). Every other call goes to `base`.
 */
export function withDonorRoutes<P extends DataProvider>(base: P): P & BloodRequestMethods {
  return {
    ...base,
    async create(resource: string, params: CreateParams) {
      if (resource !== 'donorlist') return base.create(resource, params);
      const { json } = await httpClient(DONATION_CREATE_URL, { method: 'POST', body: JSON.stringify(params.data) });
      return { data: { ...params.data, ...(json && typeof json === 'object' ? json : {}) } };
    },
    approveBloodRequest: (id: Identifier) => setBloodRequestStatus(id, 'approve'),
    rejectBloodRequest: (id: Identifier, reason: string) => setBloodRequestStatus(id, 'reject', { message: reason }),
    fulfilBloodRequest: (id: Identifier) => setBloodRequestStatus(id, 'fulfil'),
  };
}
