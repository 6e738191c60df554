import type { BloodGroup, FormGender } from './options';
import type { EventRecord } from './schemas/event-record';

/** Status of a blood request; a new request is always Pending. */
export const BLOOD_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type BloodRequestStatus = (typeof BLOOD_REQUEST_STATUSES)[number];

/** A blood request as the API returns it (spec section 3). Dates are ISO 8601 strings. */
export interface BloodRequestRecord {
  id: number;
  name: string;
  email: string;
  mobile: string;
  gender: FormGender;
  bloodGroup: BloodGroup;
  age: number;
  disease: string;
  units: number;
  status: BloodRequestStatus;
  /** A note from the admin who approved or rejected it; null until then. */
  message: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A recorded donation as the API returns it (donor list and donation history). date is YYYY-MM-DD. */
export interface DonationRecord {
  id: number;
  name: string;
  age: number;
  gender: FormGender;
  bloodGroup: BloodGroup;
  city: string;
  mobile: string;
  units: number;
  date: string;
  address: string;
  /** The event the donation was made at, if any. */
  event: EventRecord | null;
  createdAt: string;
  updatedAt: string;
}
