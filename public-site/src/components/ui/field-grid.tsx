import type { BindOptions, BoundField } from '../../lib/use-schema-form';
import { SelectField, TextField } from './form-field';

interface BaseSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  /** The whole width of the form, not half of it on medium screens and up. */
  wide?: boolean;
}

export interface TextSpec<F extends string> extends BaseSpec<F> {
  kind?: 'text';
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  min?: number | string;
  step?: number;
}

export interface SelectSpec<F extends string> extends BaseSpec<F> {
  kind: 'select';
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export type FieldSpec<F extends string> = TextSpec<F> | SelectSpec<F>;

/** The fields of a form in order, two to a row from medium screens up; a number field gives a number. */
export function FieldGrid<F extends string>({ specs, field }: { specs: readonly FieldSpec<F>[]; field: (name: F, options?: Pick<BindOptions, 'valueAsNumber'>) => BoundField }) {
  return (
    <div className="row gx-3">
      {specs.map((spec) => (
        <div key={spec.name} className={spec.wide ? 'col-12' : 'col-md-6'}>
          {spec.kind === 'select' ? (
            <SelectField label={spec.label} hint={spec.hint} placeholder={spec.placeholder} options={spec.options} {...field(spec.name)} />
          ) : (
            <TextField
              label={spec.label}
              hint={spec.hint}
              type={spec.type ?? 'text'}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              min={spec.min}
              step={spec.step}
              {...field(spec.name, { valueAsNumber: spec.type === 'number' })}
            />
          )}
        </div>
      ))}
    </div>
  );
}
