/**
 * Ends the current task: resolves in a new one, so the browser can paint and handle input between
 * two steps of work. On a low-tier phone each step of a long start-up (boot, the published page's
 * revalidation) must stay a short task of its own. With `ms`, the new task is a timer's that far
 * off (a wait capped in time: the boot's for a screen's first answers).
 */
export function nextTask(ms = 0): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves when `work` settles or `ms` have passed, whichever is first, and leaves no timer behind:
 * once `work` has settled, the cap's timer is cleared rather than left to fire as an empty task.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, cap]).finally(() => clearTimeout(timer));
}
