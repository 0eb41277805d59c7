import { TILL_OFFLINE, TILL_TIMED_OUT } from '@stepup/domain';

/** The till waited TILL_REQUEST_TIMEOUT_MS, or the connection dropped: the outcome is unknown. */
export class TillNoAnswerError extends Error {
  constructor() {
    super(TILL_TIMED_OUT);
    this.name = 'TillNoAnswerError';
  }
}

/** The device says it is offline: nothing was sent. */
export class TillOfflineError extends Error {
  constructor() {
    super(TILL_OFFLINE);
    this.name = 'TillOfflineError';
  }
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One till request with a deadline (ADR 039): refused at once while offline; after `timeoutMs`
 * the request is aborted and TillNoAnswerError thrown, so no spinner hangs on a weak signal. A
 * connection that drops midway is the same "no answer" (the server may have acted: the retry rule
 * in @stepup/domain's till.ts decides what a retried "Mark as used" shows).
 */
export async function tillRequest<T>(
  run: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  if (isOffline()) throw new TillOfflineError();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TillNoAnswerError());
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(controller.signal), deadline]);
  } catch (error) {
    // fetch rejects with a TypeError when the network fails, and an AbortError when aborted.
    if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) {
      throw isOffline() ? new TillOfflineError() : new TillNoAnswerError();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the request may have reached the server without its answer reaching the till. */
export const outcomeUnknown = (error: unknown): boolean =>
  error instanceof TillNoAnswerError || error instanceof TillOfflineError;
