import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle: a real button, named "Show password" and marked
 * pressed while the password is readable.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="ui-password-toggle"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
          <span className="ui-visually-hidden">Show password</span>
        </button>
      }
    />
  );
}
