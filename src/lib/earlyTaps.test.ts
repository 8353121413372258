import { recordEarlyTaps, replayTaps, takeEarlyTaps } from './earlyTaps';

function page() {
  document.body.innerHTML = `
    <button type="button" id="more"><svg><path id="icon"></path></svg> View All Articles</button>
    <button type="button" id="pause">Pause</button>
    <form><button id="subscribe">Subscribe</button></form>
    <a href="#top" id="link">Top</a>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { more: byId('more') as HTMLButtonElement, pause: byId('pause') as HTMLButtonElement, icon: byId('icon'), subscribe: byId('subscribe'), link: byId('link') };
}

/** A click as a tap makes it: on `element`, bubbling. */
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('early taps (a published page before React listens)', () => {
  afterEach(() => {
    takeEarlyTaps();
    document.body.innerHTML = '';
  });

  it('records taps on plain buttons, an icon inside one included, and nothing the page handles itself (links, a form’s submit)', () => {
    const { more, pause, icon, subscribe, link } = page();
    recordEarlyTaps();
    subscribe.addEventListener('click', (event) => event.preventDefault());
    link.addEventListener('click', (event) => event.preventDefault());
    tap(icon);
    tap(link);
    tap(subscribe);
    tap(pause);
    expect(takeEarlyTaps()).toEqual([more, pause]);
  });

  it('records nothing once taken: React hears those taps itself', () => {
    const { more } = page();
    recordEarlyTaps();
    tap(more);
    expect(takeEarlyTaps()).toEqual([more]);
    tap(more);
    tap(more);
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('has none to give on a page without the recorder (the client-only app)', () => {
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('taps each button again once, in the order first tapped, and skips one gone from the page or disabled', () => {
    const { more, pause } = page();
    const heard: string[] = [];
    for (const button of [more, pause]) button.addEventListener('click', () => heard.push(button.id));
    const gone = document.createElement('button');
    gone.addEventListener('click', () => heard.push('gone'));
    replayTaps([more, gone, more, pause, more]);
    expect(heard).toEqual(['more', 'pause']);

    heard.length = 0;
    pause.disabled = true;
    replayTaps([pause, more]);
    expect(heard).toEqual(['more']);
  });
});
