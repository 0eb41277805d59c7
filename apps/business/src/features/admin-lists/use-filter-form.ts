import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's filters kept in the page's query string (so a filtered list can be linked to
 * and survives a reload): `filters` holds the keys set in the address (for the list's query),
 * `value(key)` a field's default, and the form's `onSubmit` writes its fields named after `keys`
 * to the address (empty ones left out, and the page back to the first). Give the form
 * `key={formKey}` so its fields show the address again after Back, Clear or a link.
 */
export function useFilterForm<const K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of keys) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  return {
    filters,
    isFiltered: Object.keys(filters).length > 0,
    value: (key: K) => params.get(key) ?? '',
    onSubmit,
    formKey: params.toString(),
  };
}
