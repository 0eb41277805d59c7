/**
 * What better-auth needs to act on one browser's session: the request's cookies, address and user
 * agent. The request boundary builds it; use cases never read it, they only hand it to better-auth
 * (sign-in, sign-out, a password check, a second factor), which speaks HTTP headers. An actor built
 * by a job or a test has none, so those flows are the only ones such an actor cannot run.
 */
export class BrowserCredentials {
  #headers: Headers | (() => Headers);

  /**
   * `headers`, or how to make them: a request's are copied into a `Headers` only when a flow asks
   * (most requests are visitors' reads that never do).
   */
  constructor(headers: Headers | (() => Headers)) {
    this.#headers = headers;
  }

  #read(): Headers {
    if (typeof this.#headers === 'function') this.#headers = this.#headers();
    return this.#headers;
  }

  /** A copy, for a better-auth call (which may add to the headers it is given). */
  forAuth(): Headers {
    return new Headers(this.#read());
  }

  /** One cookie's raw value (the half-finished sign-in's two-factor cookie). */
  cookie(name: string): string | undefined {
    for (const part of (this.#read().get('cookie') ?? '').split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
    }
    return undefined;
  }
}

/**
 * The browser of an actor for a flow only a browser can run (sign-in, sign-out, a password check,
 * a second factor). An actor built by a job or a test has none: asking is a programming error.
 */
export function browserOf(actor: { browser: BrowserCredentials | null }): BrowserCredentials {
  if (!actor.browser) throw new Error('This use case needs the browser of a request');
  return actor.browser;
}
