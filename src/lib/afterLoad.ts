/**
 * Runs `task` once the page has loaded, in a task of its own: after the load event, or in the next
 * task when the page has loaded already. Never inside the caller's task: a published page's scripts
 * run after its load, and an import started there (the offline worker's chunk, the web font's) made
 * the entry's evaluation, already one of the load's longest tasks, ~4 ms longer at 1x (~50 ms on
 * the calibrated phone).
 */
export function afterLoad(task: () => void): void {
  const later = () => window.setTimeout(task, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
