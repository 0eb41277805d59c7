/** The longest recipient's name a link may fill in (the gift form checks the rest). */
const NAME_MAX = 100;

/**
 * The recipient a link asks the gift form to open for (issue 21, the date reminder's gift ideas):
 * `?gift=1` chooses Gift, `&to=Name` fills in the recipient's name. Null without `gift=1`.
 */
export function giftFromLink(params: URLSearchParams): { name: string } | null {
  if (params.get('gift') !== '1') return null;
  return { name: (params.get('to') ?? '').trim().slice(0, NAME_MAX) };
}
