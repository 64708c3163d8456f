import { PlaySquareOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { videoSource } from './videoSource';
import './video.css';

interface VideoEmbedProps {
  /** A video-site id (001 section 5), a link, or nothing. */
  id: string | null | undefined;
  /** The player's accessible name. */
  title: string;
  /** The text of the link that opens the video on its site. */
  openLabel: string;
  /** Shown when there is no video (001 section 8: 'No source'). */
  emptyLabel: string;
}

/**
 * A video by its id: the site's embedded player for a YouTube or Vimeo id, a link for anything else, and the empty
 * text when there is none.
 */
export function VideoEmbed({ id, title, openLabel, emptyLabel }: VideoEmbedProps) {
  const value = id?.trim() ?? '';
  if (!value) return <Typography.Text type="secondary">{emptyLabel}</Typography.Text>;
  const source = videoSource(value);
  if (source.kind === 'link')
    return (
      <a href={source.link} target="_blank" rel="noreferrer">
        <PlaySquareOutlined /> {source.link}
      </a>
    );
  return (
    <div className="video-embed">
      <iframe
        src={source.embed}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
      <a href={source.link} target="_blank" rel="noreferrer">
        <PlaySquareOutlined /> {openLabel}
      </a>
    </div>
  );
}
