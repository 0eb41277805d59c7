import { useState } from 'react';

/**
 * Which dialog of a list is open (add, edit, remove… with its row) and whether the last one
 * finished with a change, for the list's "Update successful": opening another clears it.
 */
export function useRowDialog<Open>() {
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState(false);
  return {
    open,
    done,
    openOne: (next: Open) => {
      setDone(false);
      setOpen(next);
    },
    finished: () => {
      setOpen(null);
      setDone(true);
    },
    close: () => setOpen(null),
  };
}
