import { useFileUrl } from '../ui/richtext/fileUrl';

/** The school's logo at the top of a paper. */
export function PaperLogo({ url }: { url: string }) {
  const src = useFileUrl(url);
  return <img className="paper-logo" src={src} alt="" data-print-pending={src === undefined ? '' : undefined} />;
}
