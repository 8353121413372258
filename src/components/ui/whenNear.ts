// "When this comes near the viewport": the one IntersectionObserver set-up of the sections that wait
// for the visitor (DeferredSection draws its children then, HydrateWhenNear has React adopt them).

/** How far below (and above) the viewport a section drawn only when near counts as near: a screen or so ahead. */
export const NEAR_MARGIN = '600px 0px';

/**
 * How near the viewport a published section is adopted (HydrateWhenNear): close. Its HTML is on the
 * page already, and a tap, a click or focus in it has it adopted at once, so nothing is gained by
 * adopting it a screen ahead; at NEAR_MARGIN, home's partners section (~570 px below the fold of a
 * 412 x 823 phone) was adopted at load, most of home's React work on issue 31's calibrated phone.
 */
export const ADOPT_MARGIN = '150px 0px';

/**
 * Calls `onNear` once, when any of `targets` comes within `rootMargin` of the viewport. Returns the
 * stop (also called for you once it has fired). Needs IntersectionObserver: check before calling.
 */
export function whenNear(targets: Element[], rootMargin: string, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}
