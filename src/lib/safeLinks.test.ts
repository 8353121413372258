import { mailtoHref, safeExternalHref, safeImageSrc, telHref, websiteHref } from './safeLinks';

describe('safeExternalHref: the one sanitiser for links from API data', () => {
  it.each([
    ['https://alnoor.om', 'https://alnoor.om/', 'an https address, kept'],
    ['http://alnoor.om/menu?x=1', 'http://alnoor.om/menu?x=1', 'an http address, kept'],
    ['  https://alnoor.om  ', 'https://alnoor.om/', 'an address in spaces, trimmed'],
    ['alnoor.om', 'http://alnoor.om/', 'no scheme: http:// prepended'],
    ['www.alnoor.om/about', 'http://www.alnoor.om/about', 'no scheme: http:// prepended'],
    // "shop.om:" is the host and its port, not a scheme: the Visit Website button must not vanish.
    ['shop.om:8080/path', 'http://shop.om:8080/path', 'a port but no scheme: http:// prepended'],
    ['alnoor.om:8080', 'http://alnoor.om:8080/', 'a port but no scheme: http:// prepended'],
    ['www.alnoor.om:8443/menu?x=1#top', 'http://www.alnoor.om:8443/menu?x=1#top', 'a port but no scheme: http:// prepended'],
    // localhost is a host the sanitiser already accepts (as "localhost" and "http://localhost:3000").
    ['localhost:3000', 'http://localhost:3000/', 'a port but no scheme: http:// prepended'],
  ])('links %p as %p (%s)', (raw, expected) => {
    expect(safeExternalHref(raw)).toBe(expected);
  });

  it('keeps a tel: number of digits only as a tel: link, not a host and port', () => {
    expect(safeExternalHref('tel:24123456')).toBe('tel:24123456');
    expect(telHref('2412 3456')).toBe('tel:24123456');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'javascript:80',
    'JAVASCRIPT:1/alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:80',
    'vbscript:1',
    '//shop.om:8080/path',
    'shop.om:99999/path',
    'shop.om:8080/\u0000path',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.alnoor.om',
    'file:///etc/passwd',
    '//evil.example',
    'http://',
    'not a url',
    '',
    '   ',
  ])('never links %p', (raw) => {
    expect(safeExternalHref(raw)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeExternalHref(null)).toBeNull();
    expect(safeExternalHref(undefined)).toBeNull();
  });

  it('allows mailto and tel', () => {
    expect(safeExternalHref('mailto:info@alnoor.om')).toBe('mailto:info@alnoor.om');
    expect(safeExternalHref('tel:+96824123456')).toBe('tel:+96824123456');
  });
});

// The builders for the other fields that become links: each case is [builder, API value, link or null, why].
const builders = { safeImageSrc, telHref, mailtoHref, websiteHref };

describe('safeImageSrc, telHref, mailtoHref and websiteHref', () => {
  it.each<[keyof typeof builders, string | null, string | null, string]>([
    ['safeImageSrc', 'https://shop.om:8080/logo.png', 'https://shop.om:8080/logo.png', 'an image address with its scheme'],
    ['safeImageSrc', 'shop.om:8080/logo.png', null, 'an image still needs its scheme: a host and port alone is not an image address'],
    ['safeImageSrc', 'javascript:80', null, 'not an image address'],
    ['telHref', '+968 2412 3456', 'tel:+96824123456', 'a formatted Omani number'],
    ['telHref', 'call us', null, 'phone text that is not a number'],
    ['telHref', null, null, 'no phone'],
    ['mailtoHref', 'info@alnoor.om', 'mailto:info@alnoor.om', 'an address'],
    ['mailtoHref', 'info@alnoor.om?bcc=x@y.z', null, 'an address with more in it'],
    ['mailtoHref', 'nobody', null, 'not an address'],
    ['websiteHref', 'alkhaleej.om', 'http://alkhaleej.om/', 'a company website without a scheme'],
    ['websiteHref', 'https://shop.om/menu', 'https://shop.om/menu', 'a company website'],
    ['websiteHref', 'mailto:info@shop.om', null, 'a website is a web address, not mail'],
    ['websiteHref', 'tel:24123456', null, 'a website is a web address, not a phone'],
    ['websiteHref', 'javascript:alert(1)', null, 'script'],
    ['websiteHref', null, null, 'no website'],
  ])('%s(%p) is %p: %s', (builder, raw, expected) => {
    expect(builders[builder](raw)).toBe(expected);
  });
});
