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

/** A shared form validator of the domain package: field name -> its first failing message. */
export type FormValidator<Field extends string> = (values: never) => Partial<Record<Field, string>>;

/**
 * The message the domain's form validator gives this field, if any: the API applies the very rules
 * (and their order) of the form, so the two never disagree.
 */
export function FormRule<Field extends string>(validate: FormValidator<Field>): PropertyDecorator {
  const messageOf = (args: ValidationArguments): string | undefined => validate(args.object as never)[args.property as Field];
  return ValidateBy({
    name: 'formRule',
    validator: { validate: (_value, args) => !messageOf(args!), defaultMessage: (args) => messageOf(args!) ?? '' },
  });
}
