import { LessonPaper } from './LessonPaper';
import { PrintSharedLessonDocument, PrintTeacherLessonDocument } from './operations';
import { usePrintSettings } from './printSettings';
import { PrintLoading, PrintNotFound } from './PrintStates';
import { usePaperLanguage } from './usePaperWords';
import { useDocumentTitle, usePrintedTemplate, useSchoolLogo } from './usePrintable';

/** /app/print/lesson/:templateId — a lesson plan on paper (001 printer pages). */
export default function LessonPrintPage() {
  const { fontSize } = usePrintSettings();
  const language = usePaperLanguage();
  const { template: lesson, loading } = usePrintedTemplate(PrintTeacherLessonDocument, PrintSharedLessonDocument, {
    own: (data) => data.getTeacherSubjectTemplate,
    shared: (data) => data.getSubjectTemplate,
  });
  const { logoUrl, loading: logoLoading } = useSchoolLogo(lesson?.schoolID);
  useDocumentTitle(lesson?.name);

  if (!lesson && loading) return <PrintLoading />;
  if (!lesson || lesson._deleted) return <PrintNotFound />;
  return (
    <>
      {logoLoading && <span data-print-pending hidden />}
      <LessonPaper
        lesson={lesson}
        grade={lesson.subject?.grade}
        subject={lesson.subject?.subject}
        logoUrl={logoUrl}
        fontSize={fontSize}
        language={language}
      />
    </>
  );
}
