import { adImage, adImages, offerImage } from './recordImages';

describe('record images', () => {
  it("an offer shows the first of its images that has any text", () => {
    expect(offerImage({ images: ['', '  ', 'https://cdn.example.om/a.jpg', 'https://cdn.example.om/b.jpg'] })).toBe('https://cdn.example.om/a.jpg');
    expect(offerImage({ images: [null, undefined] })).toBeNull();
    expect(offerImage({ images: null })).toBeNull();
    expect(offerImage({})).toBeNull();
  });

  it('an ad collects each distinct image once, images first, then the older single image', () => {
    expect(adImages({ images: ['a', ' b ', 'a', ''], image: 'b' })).toEqual(['a', 'b']);
    expect(adImages({ images: [], image: ' c ' })).toEqual(['c']);
    expect(adImages({ images: [], image: null })).toEqual([]);
  });

  it("an ad's card and page show its first image, or none", () => {
    expect(adImage({ images: ['  ', 'x.jpg'], image: 'y.jpg' })).toBe('x.jpg');
    expect(adImage({ images: null, image: 'y.jpg' })).toBe('y.jpg');
    expect(adImage({ image: '   ' })).toBeNull();
  });
});
