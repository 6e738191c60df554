import { isBlank, type FormValue } from '@blood-donation/domain';
import { ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';

/**
 * Present and not blank. Its constraint is named 'required': when it fails, the error lists only its
 * message, as the forms do.
 */
export function Required(message: string): PropertyDecorator {
  return ValidateBy({ name: 'required', validator: { validate: (value) => !isBlank(value as FormValue) } }, { message });
}

/** Equal to another field of the same body (confirmPassword vs password). */
export function SameAs(field: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [field],
      validator: {
        validate: (value, args?: ValidationArguments) => value === (args?.object as Record<string, unknown>)[field],
      },
    },
    options,
  );
}
