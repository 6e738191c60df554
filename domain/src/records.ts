import type { EventRecord } from './schemas/event-record';

/** Status of a blood request; a new request is always Pending. */
export const BLOOD_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type BloodRequestStatus = (typeof BLOOD_REQUEST_STATUSES)[number];

/** A contact message as an admin reads it. */
export interface ContactRecord {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** A volunteer sign-up with the event it is for (spec section 3). dob is YYYY-MM-DD. */
export interface VolunteerRecord {
  id: number;
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  message: string;
  event: EventRecord | null;
  createdAt: string;
}

/** A board member as the about-us page reads it (spec section 3 names). photoUrl is null when there is no photo. */
export interface BoardMemberRecord {
  _id: string;
  full_name: string;
  description: string;
  linkedin_url: string | null;
  twitter_url: string | null;
  github_url: string | null;
  teams: string[];
  photoUrl: string | null;
}
