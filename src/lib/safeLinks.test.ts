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

describe('safeImageSrc', () => {
  it('still asks an image for its scheme: a host and port alone is not an image address', () => {
    expect(safeImageSrc('https://shop.om:8080/logo.png')).toBe('https://shop.om:8080/logo.png');
    expect(safeImageSrc('shop.om:8080/logo.png')).toBeNull();
    expect(safeImageSrc('javascript:80')).toBeNull();
  });
});

describe('telHref and mailtoHref', () => {
  it('builds a tel: link from a formatted Omani number', () => {
    expect(telHref('+968 2412 3456')).toBe('tel:+96824123456');
  });
  it('refuses phone text that is not a number', () => {
    expect(telHref('call us')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
  it('builds a mailto: link only for an address', () => {
    expect(mailtoHref('info@alnoor.om')).toBe('mailto:info@alnoor.om');
    expect(mailtoHref('info@alnoor.om?bcc=x@y.z')).toBeNull();
    expect(mailtoHref('nobody')).toBeNull();
  });
});

describe('websiteHref: a company website is a web address', () => {
  it('keeps http(s) and scheme-less addresses, and refuses mailto:, tel: and the rest', () => {
    expect(websiteHref('alkhaleej.om')).toBe('http://alkhaleej.om/');
    expect(websiteHref('https://shop.om/menu')).toBe('https://shop.om/menu');
    expect(websiteHref('mailto:info@shop.om')).toBeNull();
    expect(websiteHref('tel:24123456')).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});
