// A published page is its HTML first and the app second. Its links and forms work from the first
// paint, but a plain button (type="button": "View All Articles", the carousel's arrows, the menu)
// means something only to the app, and React hears nothing before hydrateRoot: on a low-tier phone
// that is a second or more after the paint, and a tap then was lost. The page's head script (built
// with recordEarlyTaps, webpack.config.js) records such taps from before the body is parsed; the app
// takes them just before React listens, and taps each button again once the page is hydrated.
//
// Run inside the head script too: no imports, nothing but the DOM.

/** Where the taps are kept between the head script and the app, two scripts of their own. */
const TAPS = '__dalilEarlyTaps';

type TapWindow = Window & { [TAPS]?: HTMLButtonElement[] | null };

/** Records taps on the page's plain buttons until takeEarlyTaps: on the document, so from before they are parsed. */
export function recordEarlyTaps(): void {
  const taps: HTMLButtonElement[] = [];
  (window as TapWindow)[TAPS] = taps;
  const record = (event: Event) => {
    if ((window as TapWindow)[TAPS] !== taps) {
      document.removeEventListener('click', record, true);
      return;
    }
    // A tap on the button's icon or text is the button's (closest: the target is an element).
    const target = event.target as Partial<Element> | null;
    const button = target && target.closest ? target.closest('button[type="button"]') : null;
    if (button) taps.push(button as HTMLButtonElement);
  };
  document.addEventListener('click', record, true);
}

/**
 * The taps recorded so far, and the end of the recording: call it in the task that starts React
 * listening, so that no tap is both recorded and heard. None on a page without the recorder (the client-only app).
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  const taps = (window as TapWindow)[TAPS] ?? [];
  (window as TapWindow)[TAPS] = null;
  return taps;
}

/**
 * Taps each button again, once however often it was tapped (a second tap on a button that did
 * nothing is the same wish, and on a toggle it would undo the first), and only if it is still on
 * the page and enabled.
 */
export function replayTaps(taps: HTMLButtonElement[]): void {
  taps
    .filter((button, index) => taps.indexOf(button) === index)
    .forEach((button) => {
      if (button.isConnected && !button.disabled) button.click();
    });
}
