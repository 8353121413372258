/**
 * Ends the current task: resolves in a new one, so the browser can paint and handle input between
 * two steps of work. On a low-tier phone each step of a long start-up (boot, the published page's
 * revalidation) must stay a short task of its own. With `ms`, the new task is a timer's that far
 * off (a wait capped in time: the boot's for a screen's first answers).
 */
export function nextTask(ms = 0): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
