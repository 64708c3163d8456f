import { AssessmentPaper } from './AssessmentPaper';
import { PrintSharedAssessmentDocument, PrintTeacherAssessmentDocument } from './operations';
import { usePrintSettings } from './printSettings';
import { PrintLoading, PrintNotFound } from './PrintStates';
import { usePaperLanguage } from './usePaperWords';
import { useDocumentTitle, usePrintedTemplate, useSchoolLogo } from './usePrintable';

/** /app/print/assessment/:templateId — the question paper or the memorandum (001 printer pages). */
export default function AssessmentPrintPage() {
  const { fontSize, type } = usePrintSettings();
  const language = usePaperLanguage();
  const { template: assessment, loading } = usePrintedTemplate(
    PrintTeacherAssessmentDocument,
    PrintSharedAssessmentDocument,
    {
      own: (data) => data.getTeacherAssessmentTemplate,
      shared: (data) => data.getAssessmentTemplate,
    },
  );
  const { logoUrl, loading: logoLoading } = useSchoolLogo(
    assessment && 'schoolID' in assessment ? assessment.schoolID : null,
  );
  useDocumentTitle(assessment?.title);

  if (!assessment && loading) return <PrintLoading />;
  if (!assessment || assessment._deleted) return <PrintNotFound />;
  return (
    <>
      {logoLoading && <span data-print-pending hidden />}
      <AssessmentPaper
        assessment={assessment}
        grade={assessment.subject?.grade}
        subject={assessment.subject?.subject}
        mode={type === 'Memo' ? 'memo' : 'paper'}
        logoUrl={logoUrl}
        fontSize={fontSize}
        language={language}
      />
    </>
  );
}
