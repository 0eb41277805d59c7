import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * Where a key moves in a row of `count` items from `index`, as WAI-ARIA tabs and toolbars ask:
 * ArrowRight and ArrowLeft to the next and previous (round from the last to the first), Home and
 * End to the first and last. Null for any other key, which the row leaves alone.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * The keyboard of a row with one tab stop (a tablist or a toolbar; the current item has
 * tabIndex 0, the others -1): the arrow keys, Home and End choose an item (`onMove`, where a tablist
 * opens it) and move the focus there, scrolled into view when the row scrolls sideways on a phone.
 * The row takes `onKeyDown`; each item `ref={itemRef(id)}`.
 */
export function useRovingFocus<Id>(ids: readonly Id[], current: Id, onMove: (id: Id) => void) {
  const items = useRef(new Map<Id, HTMLElement>());

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const next = rovingIndex(event.key, ids.indexOf(current), ids.length);
    if (next === null) return;
    event.preventDefault();
    const id = ids[next]!;
    onMove(id);
    const item = items.current.get(id);
    item?.focus();
    item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  const itemRef = (id: Id) => (element: HTMLElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };

  return { onKeyDown, itemRef };
}
