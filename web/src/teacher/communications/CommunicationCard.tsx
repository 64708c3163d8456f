import { Card, Carousel, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommunicationCardFieldsFragment } from '../../gql/graphql';
import { RichTextView } from '../../ui/richtext/RichTextView';
import { fileNameOf, fileUrl } from '../../ui/upload';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { VideoEmbed } from '../../ui/video/VideoEmbed';

/** The carousel's pace (001 section 2). */
const slideMs = 4000;

/** One communication: only the parts its Show names, in the order subject, body, images, video (001 section 2). */
export function CommunicationCard({ communication }: { communication: CommunicationCardFieldsFragment }) {
  const { t } = useTranslation('communications');
  const reducedMotion = usePrefersReducedMotion();
  const show = new Set(communication.show ?? []);
  const images = communication.images ?? [];
  const subject = show.has('SUBJECT') ? communication.subject : null;
  return (
    <Card
      className="communication-card"
      data-testid="communication-card"
      title={subject ? <h2 className="communication-card-subject">{subject}</h2> : undefined}
      aria-label={subject ?? t('card.untitled')}
      role="article"
    >
      {show.has('BODY') && <RichTextView value={communication.body} />}
      {show.has('IMAGES') && images.length > 0 && (
        <Carousel
          className="communication-carousel"
          autoplay={!reducedMotion && images.length > 1}
          autoplaySpeed={slideMs}
          dots={images.length > 1}
          adaptiveHeight
        >
          {images.map((key) => (
            <div key={key}>
              <img className="communication-image" src={fileUrl(key)} alt={fileNameOf(key)} loading="lazy" />
            </div>
          ))}
        </Carousel>
      )}
      {show.has('VIDEO') && (
        <div className="communication-video">
          <VideoEmbed
            id={communication.video}
            title={subject ?? t('card.video')}
            openLabel={t('card.openVideo')}
            emptyLabel={t('card.noSource')}
          />
        </div>
      )}
      {!show.size && <Typography.Text type="secondary">{t('card.empty')}</Typography.Text>}
    </Card>
  );
}
