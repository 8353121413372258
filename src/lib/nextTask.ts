/**
 * Ends the current task: resolves in a new one, so the browser can paint and handle input between
 * two steps of work. On a low-tier phone each step of a long start-up (boot, the published page's
 * revalidation) must stay a short task of its own.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
