import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@stepup/domain';
import { errorFields, useFocusFirstInvalid } from '@stepup/ui';

/**
 * A site-content form's submit: the domain's checks first (each field's message beside it, focus
 * on the first wrong one), then `send`; the server's field messages are shown the same way.
 */
export function useContentForm<Body>(
  schema: z.ZodType,
  send: (body: Body, handlers: { onError: (error: unknown) => void }) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focusError = () => focusInvalid(formRef.current);
  return {
    formRef,
    errors,
    submit: (event: FormEvent<HTMLFormElement>, body: Body) => {
      event.preventDefault();
      const found = fieldErrors(schema, body);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusError();
        return;
      }
      send(body, {
        onError: (error) => {
          setErrors(errorFields(error));
          focusError();
        },
      });
    },
  };
}
