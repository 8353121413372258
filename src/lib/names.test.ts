import { descriptionOf } from './names';

describe('descriptionOf', () => {
  it('prefers description, falls back to desc, and trims', () => {
    expect(descriptionOf({ description: '  Fresh bread  ', desc: 'old' })).toBe('Fresh bread');
    expect(descriptionOf({ description: ' \n ', desc: ' Older hosts ' })).toBe('Older hosts');
    expect(descriptionOf({ description: null, desc: undefined })).toBe('');
    expect(descriptionOf({})).toBe('');
  });
});
