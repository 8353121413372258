import { mailtoHref, safeExternalHref, telHref } from './safeLinks';

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

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
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
