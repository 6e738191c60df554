import { type ComponentProps, useState } from 'react';
import { TextField } from '../../components/ui/form-field';
import { EyeIcon, EyeSlashIcon } from './password-icons';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & { label: string; error?: string };

/** A password field with a button that switches between masked and plain text. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="btn btn-outline-secondary"
      aria-label={visible ? 'Hide password' : 'Show password'}
      title={visible ? 'Hide password' : 'Show password'}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeSlashIcon size={18} /> : <EyeIcon size={18} />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} append={toggle} />;
}
