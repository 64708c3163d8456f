import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../files';

/** The product's thumbnails: one large, the others as buttons that bring them forward. */
export function ProductGallery({ thumbnails, title }: { thumbnails: readonly string[]; title: string }) {
  const { t } = useTranslation('shop');
  const [index, setIndex] = useState(0);
  const shown = thumbnails[Math.min(index, thumbnails.length - 1)];
  if (!shown) return null;
  return (
    <div className="shop-gallery">
      <img className="shop-gallery-main" src={fileUrl(shown)} alt={title} />
      {thumbnails.length > 1 && (
        <div className="shop-gallery-strip" role="group" aria-label={t('product.gallery')}>
          {thumbnails.map((key, position) => (
            <button
              key={key}
              type="button"
              className={position === index ? 'shop-gallery-thumb active' : 'shop-gallery-thumb'}
              onClick={() => setIndex(position)}
              aria-label={t('product.showImage', { number: position + 1 })}
              aria-pressed={position === index}
            >
              <img src={fileUrl(key)} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
