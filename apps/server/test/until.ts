/**
 * Polls `probe` every 100 ms until it answers something truthy (answered), or throws after `ms`:
 * for what a job does after the request that queued it has returned.
 */
export async function until<T>(
  probe: () => Promise<T | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
