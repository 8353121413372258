import { isoDateInDays, makeAd, makeCompany, makeOffer, makeProduct } from '@tests/utils/fixtures';
import { buildPreview, preloadListPhoto, previewScreen, readPreview, startRecordPreview, type PreviewTexts, type RecordPreview } from './bootPreview';

const texts: PreviewTexts = {
  back: { offer: 'Back to Offers', ad: 'Back', product: 'Back', partner: 'Back to Partners' },
  adLevel: { featured: 'Featured advertisement', spotlight: 'Business spotlight' },
};
const PHOTO = 'https://cdn.example.om/photo.jpg';
const answer = (record: unknown) => ({ data: record });

describe('previewScreen: the screens with a record preview', () => {
  it.each([
    ['/offers/7', 'offer'],
    ['/offers/7/', 'offer'],
    ['/ads/1', 'ad'],
    ['/products/3', 'product'],
    ['/partners/2', 'partner'],
  ])('%s is %s', (pathname, screen) => {
    expect(previewScreen(pathname)).toBe(screen);
  });

  it.each(['/', '/offers', '/partners', '/offers/abc', '/offers/7/x', '/categories/3', '/search'])('%s has none', (pathname) => {
    expect(previewScreen(pathname)).toBeNull();
  });
});

describe('readPreview: a record read as its screen reads it', () => {
  it("an offer: its title in the page's language and its first photo, through the sanitiser", () => {
    const offer = makeOffer({ title: 'خصم', en_title: 'Big Sale', images: ['  ', PHOTO], valid_until: isoDateInDays(10) });
    expect(readPreview('offer', answer(offer), 'en')).toEqual({ screen: 'offer', title: 'Big Sale', image: PHOTO, ended: false });
    expect(readPreview('offer', answer(offer), 'ar')).toMatchObject({ title: 'خصم' });
  });

  it('an offer whose photo is not a safe web address shows the brand background; an ended one is marked', () => {
    const offer = makeOffer({ images: ['javascript:alert(1)'], valid_until: isoDateInDays(-3) });
    expect(readPreview('offer', answer(offer), 'en')).toMatchObject({ image: null, ended: true });
  });

  it("an ad: its level and its first image, the older single image too", () => {
    const ad = makeAd({ en_title: 'Festival', ad_type: 'Level 1', images: [], image: PHOTO });
    expect(readPreview('ad', answer(ad), 'en')).toEqual({ screen: 'ad', title: 'Festival', image: PHOTO, featured: true });
    expect(readPreview('ad', answer({ ...ad, ad_type: 'Level 2' }), 'en')).toMatchObject({ featured: false });
  });

  it('a product: its name and its image', () => {
    const product = makeProduct({ name: 'منتج', en_name: 'Fibre Plan', image: PHOTO });
    expect(readPreview('product', answer(product), 'en')).toEqual({ screen: 'product', title: 'Fibre Plan', image: PHOTO });
    expect(readPreview('product', answer({ ...product, image: null }), 'ar')).toEqual({ screen: 'product', title: 'منتج', image: null });
  });

  it("a partner: its name in the page's language and the other one", () => {
    const company = makeCompany({ name: 'الزهراء', en_name: 'Al Zahra' });
    expect(readPreview('partner', answer(company), 'en')).toEqual({ screen: 'partner', name: 'Al Zahra', otherName: 'الزهراء' });
    expect(readPreview('partner', answer({ ...company, en_name: null }), 'ar')).toEqual({ screen: 'partner', name: 'الزهراء', otherName: '' });
  });

  it.each([
    ['no envelope', { id: 1 }],
    ['an empty envelope', { data: null }],
    ['a list', { data: [makeCompany()] }],
    ['no name', answer({ id: 1, name: '  ', en_name: null })],
    ['not JSON at all', null],
  ])('shows nothing for %s', (_label, body) => {
    expect(readPreview('partner', body, 'en')).toBeNull();
    expect(readPreview('offer', body, 'en')).toBeNull();
  });
});

describe("buildPreview: the top of the screen, in the screen's own elements and classes", () => {
  it('an offer: Back, the photo in its media box, then the title', () => {
    const { page, image } = buildPreview(document, { screen: 'offer', title: 'Big Sale', image: PHOTO, ended: false }, texts);
    expect(page.className).toBe('container page offer-detail-page');
    expect(page.querySelector('.detail-page__back')?.textContent).toBe('Back to Offers');
    expect(page.querySelector('.offer-detail__media:not(.offer-detail__media--ended) > img.offer-detail__image')).toBe(image);
    expect(image?.getAttribute('src')).toBe(PHOTO);
    expect(image?.alt).toBe('');
    expect(page.querySelector('.offer-detail__info > h1.offer-detail__title > bdi')?.textContent).toBe('Big Sale');
    // Inert until the app runs: nothing to focus or follow.
    expect(page.querySelector('a, button, [tabindex]')).toBeNull();
  });

  it('an ended offer greys its photo as the screen does; no photo draws the brand background', () => {
    const { page, image } = buildPreview(document, { screen: 'offer', title: 'Old', image: null, ended: true }, texts);
    expect(image).toBeNull();
    expect(page.querySelector('.offer-detail__media--ended > span.fallback-image--ad-background.offer-detail__image')).not.toBeNull();
  });

  it("an ad: its own Back, the gallery's main image, the level and the title", () => {
    const { page } = buildPreview(document, { screen: 'ad', title: 'Festival', image: PHOTO, featured: true }, texts);
    expect(page.querySelector('.ad-detail__back')?.textContent).toBe('Back');
    expect(page.querySelector('.ad-detail__layout .ad-detail__gallery .ad-detail__main-image img')?.getAttribute('src')).toBe(PHOTO);
    expect(page.querySelector('.ad-detail__body .ad-detail__level')?.textContent).toBe('Featured advertisement');
    expect(page.querySelector('.ad-detail__body h1.ad-detail__title')?.textContent).toBe('Festival');
  });

  it("a product: the gallery's main image at its reserved size, then the name", () => {
    const { image, page } = buildPreview(document, { screen: 'product', title: 'Fibre Plan', image: PHOTO }, texts);
    expect(image?.className).toBe('fallback-image fallback-image--loaded product-gallery__image');
    expect([image?.width, image?.height]).toEqual([800, 600]);
    expect(page.querySelector('.product-page__info h1.product-page__title')?.textContent).toBe('Fibre Plan');
  });

  it("a partner: the header with the logo's room and the names, the other one in its language", () => {
    document.documentElement.lang = 'en';
    const { page } = buildPreview(document, { screen: 'partner', name: 'Al Zahra', otherName: 'الزهراء' }, texts);
    expect(page.querySelector<HTMLElement>('.partner-detail__header > .partner-detail__logo')?.style.visibility).toBe('hidden');
    expect(page.querySelector('.partner-detail__titles > h1.partner-detail__name')?.textContent).toBe('Al Zahra');
    const other = page.querySelector<HTMLElement>('.partner-detail__other-name');
    expect(other?.textContent).toBe('الزهراء');
    expect(other?.lang).toBe('ar');
  });

  it('puts API text in as text, never as markup', () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    const previews: RecordPreview[] = [
      { screen: 'partner', name: hostile, otherName: hostile },
      { screen: 'offer', title: hostile, image: null, ended: false },
      { screen: 'ad', title: hostile, image: null, featured: false },
      { screen: 'product', title: hostile, image: null },
    ];
    for (const preview of previews) {
      const { page } = buildPreview(document, preview, texts);
      expect(page.querySelector('img')).toBeNull();
      expect(page.querySelector('h1')?.textContent).toBe(hostile);
    }
  });
});

describe('startRecordPreview (index.html)', () => {
  let boot: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div class="boot" aria-hidden="true"><div class="boot__bar"></div></div></div>';
    boot = document.querySelector('.boot') as HTMLElement;
  });

  const options = (response: Promise<Response> | undefined, overrides: Partial<Parameters<typeof startRecordPreview>[0]> = {}) => ({
    boot,
    pathname: '/partners/7',
    language: 'en',
    response,
    styles: Promise.resolve(),
    texts,
    appStarted: () => false,
    ...overrides,
  });

  it("paints once the answer and the stylesheets are in, and leaves the answer for the app's base query", async () => {
    const response = Promise.resolve(Response.json(answer(makeCompany({ en_name: 'Al Zahra' }))));
    let stylesIn: () => void = () => undefined;
    const styles = new Promise<void>((resolve) => {
      stylesIn = resolve;
    });
    const painted = startRecordPreview(options(response, { styles }));
    await response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The stylesheets are not in: it would paint unstyled, so it waits.
    expect(boot.querySelector('.partner-detail')).toBeNull();
    stylesIn();
    await expect(painted).resolves.toBe(true);
    expect(boot.querySelector('h1.partner-detail__name')?.textContent).toBe('Al Zahra');
    // Read from a clone: the response itself is still unread.
    await expect((await response).json()).resolves.toMatchObject({ data: { en_name: 'Al Zahra' } });
  });

  describe("the record's photo, asked for as soon as the answer is in", () => {
    const photoPreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    afterEach(() => {
      document.head.innerHTML = '';
    });

    it.each([
      ['an offer', '/offers/7', makeOffer({ images: [PHOTO] })],
      ['an ad', '/ads/7', makeAd({ images: [], image: PHOTO })],
      ['a product', '/products/7', makeProduct({ image: PHOTO })],
    ])("%s: before the stylesheets, at high priority, and the painted photo is the same address", async (_label, pathname, record) => {
      const response = Promise.resolve(Response.json(answer(record)));
      let stylesIn: () => void = () => undefined;
      const styles = new Promise<void>((resolve) => {
        stylesIn = resolve;
      });
      const painted = startRecordPreview(options(response, { pathname, styles }));
      await settle();
      await settle();
      // The stylesheets are not in, so nothing is painted yet; the photo's download has started.
      expect(boot.querySelector('img')).toBeNull();
      expect(photoPreloads()).toEqual([[PHOTO, 'high']]);
      stylesIn();
      await expect(painted).resolves.toBe(true);
      expect(boot.querySelector('img')?.getAttribute('src')).toBe(PHOTO);
    });

    it.each([
      ['a partner (no photo at the top)', '/partners/7', makeCompany()],
      ['an offer without a usable photo', '/offers/7', makeOffer({ images: ['javascript:alert(1)'] })],
    ])('asks for no photo for %s', async (_label, pathname, record) => {
      await startRecordPreview(options(Promise.resolve(Response.json(answer(record))), { pathname }));
      expect(photoPreloads()).toEqual([]);
    });

    it('asks for no photo once the app has started', async () => {
      await startRecordPreview(options(Promise.resolve(Response.json(answer(makeOffer({ images: [PHOTO] })))), { pathname: '/offers/7', appStarted: () => true }));
      expect(photoPreloads()).toEqual([]);
    });
  });

  it('paints nothing once the app has started: the page is then the app\'s', async () => {
    const response = Promise.resolve(Response.json(answer(makeCompany())));
    await expect(startRecordPreview(options(response, { appStarted: () => true }))).resolves.toBe(false);
    expect(boot.children).toHaveLength(1);
  });

  it.each([
    ['a record that is not there', () => Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }))],
    ['a failed call', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('paints nothing for %s, and lets the app start', async (_label, respond) => {
    await expect(startRecordPreview(options(respond()))).resolves.toBe(false);
    expect(boot.children).toHaveLength(1);
  });

  it('is not started on a screen without a preview, or without the head\'s call', () => {
    expect(startRecordPreview(options(Promise.resolve(Response.json({})), { pathname: '/partners' }))).toBeNull();
    expect(startRecordPreview(options(undefined))).toBeNull();
  });
});

describe("preloadListPhoto (index.html): the offers list's first photo, asked for with the page", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const listAnswer = (images: string[][]) => Promise.resolve(Response.json({ data: { count: images.length, results: images.map((list, i) => makeOffer({ id: i + 1, images: list })) } }));
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("asks for the first card's photo, read as the card reads it, at high priority", async () => {
    preloadListPhoto({ pathname: '/offers', response: listAnswer([['', PHOTO], ['https://cdn.example.om/second.jpg']]), head: document.head });
    await settle();
    await settle();
    expect(preloads()).toEqual([[PHOTO, 'high']]);
  });

  it.each([
    ['a first offer without a photo', '/offers', () => listAnswer([[], [PHOTO]])],
    ['a photo that is not a safe web address', '/offers', () => listAnswer([['javascript:alert(1)']])],
    ['an empty list', '/offers', () => listAnswer([])],
    ['a failed call', '/offers', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error answer', '/offers', () => Promise.resolve(Response.json({ message: 'Down' }, { status: 503 }))],
    ['another screen', '/partners', () => listAnswer([[PHOTO]])],
  ])('asks for nothing for %s', async (_label, pathname, respond) => {
    preloadListPhoto({ pathname, response: respond(), head: document.head });
    await settle();
    await settle();
    expect(preloads()).toEqual([]);
  });
});
