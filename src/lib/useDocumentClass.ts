import { useEffect } from 'react';

/** How many mounted holders ask for each class: one leaving keeps it while another still shows. */
const holders = new Map<string, number>();

/**
 * Puts `className` on the document's root element while `active` (and the component mounted), so
 * that page-wide rules can follow what a component shows (the update prompt's room at the page's
 * end). A class, not `html:has(.thing)`: a `:has()` on the root is matched again on the page's DOM
 * changes, and a stylesheet bringing one restyles the whole page when it arrives (~9 ms of host
 * time on home's 2 400 elements, ~90 on the calibrated phone: issue 31).
 */
export function useDocumentClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    holders.set(className, (holders.get(className) ?? 0) + 1);
    root.classList.add(className);
    return () => {
      const left = (holders.get(className) ?? 1) - 1;
      if (left > 0) {
        holders.set(className, left);
        return;
      }
      holders.delete(className);
      root.classList.remove(className);
    };
  }, [className, active]);
}
