import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { FallbackImage } from '@/components/media';
import { safeImageSrc } from '@/lib/safeLinks';

/** The main image's intrinsic size (4:3), reserved before it loads. */
export const GALLERY_WIDTH = 800;
export const GALLERY_HEIGHT = 600;
const THUMB_SIZE = 64;

/**
 * The product's images: a large one and, when there are several, thumbnails that choose it.
 * The contract gives one `image` today; the gallery takes a list so more can come without a new screen.
 * No usable image at all: the brand background, named like the product.
 */
export function ProductGallery({ images, name }: { images: (string | null | undefined)[]; name: string }) {
  const { t } = useTranslation('products');
  const usable = images.map((src) => safeImageSrc(src)).filter((src): src is string => src !== null);
  const [chosen, setChosen] = useState(0);
  const current = usable[Math.min(chosen, Math.max(0, usable.length - 1))] ?? null;
  const alt = usable.length > 1 ? t('image', { name, n: chosen + 1, total: usable.length }) : name;

  return (
    <div className="product-gallery" role="group" aria-label={t('gallery')}>
      <div className="product-gallery__main">
        <FallbackImage src={current} alt={alt} className="product-gallery__image" width={GALLERY_WIDTH} height={GALLERY_HEIGHT} eager />
      </div>
      {usable.length > 1 && (
        <ul className="product-gallery__thumbs">
          {usable.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === chosen}
                aria-label={t('showImage', { n: index + 1 })}
                onClick={() => setChosen(index)}
              >
                <img src={src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
