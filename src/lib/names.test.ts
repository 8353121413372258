import { descriptionOf, localName, titleNames } from './names';

describe('descriptionOf', () => {
  it('prefers description, falls back to desc, and trims', () => {
    expect(descriptionOf({ description: '  Fresh bread  ', desc: 'old' })).toBe('Fresh bread');
    expect(descriptionOf({ description: ' \n ', desc: ' Older hosts ' })).toBe('Older hosts');
    expect(descriptionOf({ description: null, desc: undefined })).toBe('');
    expect(descriptionOf({})).toBe('');
  });
});

describe('titleNames: an offer or ad named by its title', () => {
  it('reads title before name, and en_title as the English name', () => {
    const offer = { title: 'خصم ٢٠٪', name: 'old', en_title: '20% off' };
    expect(titleNames(offer)).toEqual({ name: 'خصم ٢٠٪', en_name: '20% off' });
    expect(localName(titleNames(offer), 'en')).toBe('20% off');
    expect(localName(titleNames(offer), 'ar')).toBe('خصم ٢٠٪');
  });

  it('falls back to name when the title is empty, and to Arabic when there is no English title', () => {
    expect(localName(titleNames({ title: '', name: 'عرض', en_title: null }), 'en')).toBe('عرض');
  });
});
