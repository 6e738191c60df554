import './zod-config';
import * as z from 'zod';
import { DONOR_FORM_MESSAGES as M } from '../messages';
import { BLOOD_GROUPS, FORM_GENDERS } from '../options';
import { MAX_AGE, MAX_UNITS, MIN_AGE, PHONE_PATTERN, TEXT_MAX_LENGTH } from '../rules';
import { bloodGroupSchema, formGenderSchema } from './enums';
import { requiredChoice, requiredText, whenBlank } from './fields';

/*
 * The six fields Make Blood Request and Donate Blood share (spec section 5). A field shows only its first failing
 * message, in the order the forms have always checked them: `abort` stops a field's later checks once one fails.
 */

/** A select whose value is trimmed first (' B+ ' is B+); the document lists the values of the (piped) choice. */
function trimmedChoice<const Value extends string>(values: readonly [Value, ...Value[]], messages: { required: string; invalid: string }) {
  return z
    .string({ error: whenBlank(messages.required) })
    .trim()
    .pipe(requiredChoice(values, messages))
    .meta({ enum: [...values] });
}

/** A JSON number; anything else that is not blank (text, a number in a string) gets `notNumber`. */
function requiredNumber(required: string, notNumber: string) {
  return z.number({ error: whenBlank(required, notNumber) });
}

export const donorFormShape = {
  name: requiredText(M.nameRequired).max(TEXT_MAX_LENGTH, M.nameMax).meta({ example: 'Ravi Kumar', description: 'Trimmed.' }),
  bloodGroup: trimmedChoice(BLOOD_GROUPS, { required: M.bloodGroupRequired, invalid: M.bloodGroupInvalid }).meta({ example: 'B+' }),
  units: requiredNumber(M.unitsRequired, M.unitsPositiveInteger)
    .int({ error: M.unitsPositiveInteger, abort: true })
    .min(1, { error: M.unitsPositiveInteger, abort: true })
    .max(MAX_UNITS, M.unitsMax)
    .meta({ example: 2 }),
  mobile: requiredText(M.mobileRequired)
    .regex(PHONE_PATTERN, M.mobileInvalid)
    .meta({ example: '+91 9876543210', description: 'Optional country code, then 10 digits.' }),
  gender: trimmedChoice(FORM_GENDERS, { required: M.genderRequired, invalid: M.genderInvalid }).meta({ example: 'Male' }),
  age: requiredNumber(M.ageRequired, M.agePositive)
    .refine((age) => age > 0, { error: M.agePositive, abort: true })
    .min(MIN_AGE, { error: M.ageMin, abort: true })
    .int({ error: M.ageWhole, abort: true })
    .max(MAX_AGE, M.ageMax)
    // int() after min() would widen the documented minimum to the safe integers.
    .meta({ minimum: MIN_AGE, example: 40 }),
};

/** The fields a blood request and a donation read back alike. */
export const donorRecordShape = {
  id: z.int().meta({ example: 1 }),
  name: z.string().meta({ example: 'Ravi Kumar' }),
  bloodGroup: bloodGroupSchema,
  units: z.int().meta({ example: 2 }),
  mobile: z.string().meta({ example: '+91 9876543210' }),
  gender: formGenderSchema,
  age: z.int().meta({ example: 40 }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};
