import type { BloodGroup, FormGender } from './options';

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

/** An event or donation drive as the API returns it. dateTime is ISO 8601. */
export interface EventRecord {
  id: number;
  name: string;
  location: string;
  dateTime: string;
  organizer: string;
  description: string;
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
