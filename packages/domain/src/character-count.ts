// Apart from the validation modules (zod), so a page that only counts characters (a gift
// message's live counter) does not download zod with it (ADR 047).

/** Counts characters as people see them (code points), so an emoji costs one, not two. */
export function characterCount(text: string): number {
  return [...text].length;
}
