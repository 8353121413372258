import { mailtoHref, safeExternalHref, safeImageSrc, telHref, websiteHref } from './safeLinks';

describe('safeExternalHref: the one sanitiser for links from API data', () => {
  it.each([
    ['https://alnoor.om', 'https://alnoor.om/'],
    ['http://alnoor.om/menu?x=1', 'http://alnoor.om/menu?x=1'],
    ['  https://alnoor.om  ', 'https://alnoor.om/'],
  ])('keeps http(s) address %s', (raw, expected) => {
    expect(safeExternalHref(raw)).toBe(expected);
  });

  it('prepends http:// when the address has no scheme', () => {
    expect(safeExternalHref('alnoor.om')).toBe('http://alnoor.om/');
    expect(safeExternalHref('www.alnoor.om/about')).toBe('http://www.alnoor.om/about');
  });

  // "shop.om:" is the host and its port, not a scheme: the Visit Website button must not vanish.
  it.each([
    ['shop.om:8080/path', 'http://shop.om:8080/path'],
    ['alnoor.om:8080', 'http://alnoor.om:8080/'],
    ['www.alnoor.om:8443/menu?x=1#top', 'http://www.alnoor.om:8443/menu?x=1#top'],
    // localhost is a host the sanitiser already accepts (as "localhost" and "http://localhost:3000").
    ['localhost:3000', 'http://localhost:3000/'],
  ])('prepends http:// to %s, an address with a port but no scheme', (raw, expected) => {
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
