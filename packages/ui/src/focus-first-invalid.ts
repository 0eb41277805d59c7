import { useCallback, useEffect, useRef, useState } from 'react';

/** Focuses the first input the form (or any part of a page) marked invalid, so keyboard and screen reader users land on it. */
function focusFirstInvalid(form: HTMLElement | null) {
  form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Returns `focusInvalid(form)`: call it in the same update that sets the errors, and focus moves to the
 * first invalid field once React has drawn them. An effect runs after that commit, always; a timer or
 * animation frame can fire before it on a busy machine, leaving focus where it was.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLElement | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstInvalid(formRef.current);
  }, [requests]);
  return useCallback((form: HTMLElement | null) => {
    formRef.current = form;
    setRequests((count) => count + 1);
  }, []);
}
