/** Runs of one shop-code sync before its code is `failed` (the job is retried one fewer time). */
export const SHOP_CODE_ATTEMPTS = 4;
