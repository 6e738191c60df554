import { FieldErrors, FormValue, isBlank } from './form-validation';
import { DONOR_FORM_MESSAGES as M } from './messages';
import { BLOOD_GROUPS, FORM_GENDERS } from './options';
import {
  DATE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LONG_TEXT_MAX_LENGTH,
  MAX_AGE,
  MAX_UNITS,
  MIN_AGE,
  PHONE_PATTERN,
  TEXT_MAX_LENGTH,
} from './rules';

/** Fields the Make Blood Request and Donate Blood forms share. */
export interface DonorFormValues {
  name: FormValue;
  bloodGroup: FormValue;
  units: FormValue;
  mobile: FormValue;
  gender: FormValue;
  age: FormValue;
}

export interface BloodRequestValues extends DonorFormValues {
  email: FormValue;
  disease?: FormValue;
}
export type BloodRequestField = keyof BloodRequestValues;

export interface DonationValues extends DonorFormValues {
  city: FormValue;
  address: FormValue;
  date: FormValue;
}
export type DonationField = keyof DonationValues;

function text(value: FormValue): string {
  return isBlank(value) ? '' : String(value).trim();
}

function requiredText(value: FormValue, required: string, tooLong: string, max = TEXT_MAX_LENGTH): string | undefined {
  const trimmed = text(value);
  if (!trimmed) return required;
  return trimmed.length > max ? tooLong : undefined;
}

/** A real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function validateDonorFields(values: DonorFormValues): FieldErrors<keyof DonorFormValues> {
  const errors: FieldErrors<keyof DonorFormValues> = {};
  const name = requiredText(values.name, M.nameRequired, M.nameMax);
  if (name) errors.name = name;

  const bloodGroup = text(values.bloodGroup);
  if (!bloodGroup) errors.bloodGroup = M.bloodGroupRequired;
  else if (!(BLOOD_GROUPS as readonly string[]).includes(bloodGroup)) errors.bloodGroup = M.bloodGroupInvalid;

  const units = Number(text(values.units));
  if (isBlank(values.units)) errors.units = M.unitsRequired;
  else if (!Number.isInteger(units) || units <= 0) errors.units = M.unitsPositiveInteger;
  else if (units > MAX_UNITS) errors.units = M.unitsMax;

  const mobile = text(values.mobile);
  if (!mobile) errors.mobile = M.mobileRequired;
  else if (!PHONE_PATTERN.test(mobile)) errors.mobile = M.mobileInvalid;

  const gender = text(values.gender);
  if (!gender) errors.gender = M.genderRequired;
  else if (!(FORM_GENDERS as readonly string[]).includes(gender)) errors.gender = M.genderInvalid;

  const age = Number(text(values.age));
  if (isBlank(values.age)) errors.age = M.ageRequired;
  else if (!Number.isFinite(age) || age <= 0) errors.age = M.agePositive;
  else if (age < MIN_AGE) errors.age = M.ageMin;
  else if (!Number.isInteger(age)) errors.age = M.ageWhole;
  else if (age > MAX_AGE) errors.age = M.ageMax;
  return errors;
}

/** Make Blood Request (spec section 5): disease is optional. */
export function validateBloodRequest(values: BloodRequestValues): FieldErrors<BloodRequestField> {
  const errors: FieldErrors<BloodRequestField> = validateDonorFields(values);
  const email = text(values.email);
  if (!email) errors.email = M.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = M.emailInvalid;
  if (text(values.disease).length > TEXT_MAX_LENGTH) errors.disease = M.diseaseMax;
  return errors;
}

/** Donate Blood and the admin's Add Donor (spec section 5): all nine fields required. */
export function validateDonation(values: DonationValues): FieldErrors<DonationField> {
  const errors: FieldErrors<DonationField> = validateDonorFields(values);
  const city = requiredText(values.city, M.cityRequired, M.cityMax);
  if (city) errors.city = city;
  const address = requiredText(values.address, M.addressRequired, M.addressMax, LONG_TEXT_MAX_LENGTH);
  if (address) errors.address = address;
  const date = text(values.date);
  if (!date) errors.date = M.dateRequired;
  else if (!isCalendarDate(date)) errors.date = M.dateInvalid;
  return errors;
}

/** The body of POST /api/add (without the optional event). */
export interface DonationPayload {
  name: string;
  bloodGroup: string;
  units: number;
  mobile: string;
  gender: string;
  age: number;
  city: string;
  address: string;
  date: string;
}

/** A donation form's text values as the API takes them: text trimmed, units and age as numbers. */
export function toDonationPayload(values: Record<DonationField, string>): DonationPayload {
  return {
    name: values.name.trim(),
    bloodGroup: values.bloodGroup,
    units: Number(values.units),
    mobile: values.mobile.trim(),
    gender: values.gender,
    age: Number(values.age),
    city: values.city.trim(),
    address: values.address.trim(),
    date: values.date,
  };
}
