import type { ReactNode } from 'react';
import { PaperLogo } from './PaperLogo';
import './paper.css';

interface PaperProps {
  testId: string;
  fontFamily?: string | null;
  fontSize?: number;
  logoUrl?: string | null;
  title?: string | null;
  /** A line under the title naming the kind of paper (the memorandum). */
  kind?: string;
  /** The word the template's headings print for a label (paperWords.headingWord). */
  word(label: string): string;
  grade?: string | null;
  subject?: string | null;
  total: ReactNode;
  time: ReactNode;
  /** The paper's body under the headings block. */
  children: ReactNode;
}

/**
 * A printed template (lesson plan, question paper, memorandum): the sheet in the template's font, its logo and
 * title, and the headings block (Grade, Date, Subject, Term, Total, Time) with the template's own words.
 */
export function Paper({
  testId,
  fontFamily,
  fontSize,
  logoUrl,
  title,
  kind,
  word,
  grade,
  subject,
  total,
  time,
  children,
}: PaperProps) {
  return (
    <article
      className={`paper paper-font-${(fontFamily ?? 'Default').toLowerCase()}`}
      style={fontSize ? { fontSize } : undefined}
      data-testid={testId}
      data-print-ready
    >
      <header className="paper-header">
        {logoUrl && <PaperLogo url={logoUrl} />}
        <h1 className="paper-title">{title}</h1>
        {kind && <p className="paper-kind">{kind}</p>}
        <table className="paper-headings">
          <tbody>
            <tr>
              <th scope="row">{word('Grade')}</th>
              <td>{grade ?? ''}</td>
              <th scope="row">{word('Date')}</th>
              <td className="paper-blank" />
            </tr>
            <tr>
              <th scope="row">{subject ? word('Subject') : ''}</th>
              <td>{subject ?? ''}</td>
              <th scope="row">{word('Term')}</th>
              <td className="paper-blank" />
            </tr>
            <tr>
              <th scope="row">{word('Total')}</th>
              <td>{total}</td>
              <th scope="row">{word('Time')}</th>
              <td>{time}</td>
            </tr>
          </tbody>
        </table>
      </header>
      {children}
    </article>
  );
}
