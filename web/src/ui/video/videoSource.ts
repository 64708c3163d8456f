/**
 * Video ids of product content and communications (001 section 5): 11 letters, digits, '_' or '-' are a video-site id; digits only
 * another platform's id; anything else a normal link.
 */
import { videoSiteOf } from '../../../../server/domain/catalogue-rules.ts';

export type VideoSource = { kind: 'youtube' | 'vimeo'; embed: string; link: string } | { kind: 'link'; link: string };

export function videoSource(id: string): VideoSource {
  const value = id.trim();
  const site = videoSiteOf(value);
  if (site === 'youtube') {
    return {
      kind: 'youtube',
      embed: `https://www.youtube-nocookie.com/embed/${value}`,
      link: `https://www.youtube.com/watch?v=${value}`,
    };
  }
  if (site === 'vimeo')
    return { kind: 'vimeo', embed: `https://player.vimeo.com/video/${value}`, link: `https://vimeo.com/${value}` };
  return { kind: 'link', link: value };
}
