/** The secret of an otpauth:// URI, for typing into an app that cannot scan. */
export function totpSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The secret in groups of four, easier to copy by hand. */
export function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
