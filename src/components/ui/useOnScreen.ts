import { useEffect, useState, type RefObject } from 'react';

/** jsdom and very old browsers: nothing can be watched, so every element counts as on screen. */
const unwatchable = () => typeof IntersectionObserver !== 'function';

/**
 * Whether any of `target`'s element is inside the viewport, kept up to date as the visitor scrolls,
 * while `watching` (pass whether the element is drawn: the watch starts when it is). In a browser,
 * false until the browser has said so. Nothing drawn may depend on it (the server cannot know): it
 * is for work a visitor only sees on screen, such as a carousel turning by itself.
 */
export function useOnScreen(target: RefObject<Element | null>, watching = true): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!watching || unwatchable() || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, watching]);
  return onScreen || unwatchable();
}
