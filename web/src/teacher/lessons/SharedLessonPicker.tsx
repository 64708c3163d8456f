import { useQuery } from '@apollo/client';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import { SharedLessonsDocument } from '../../admin/lessontemplates/operations';
import type { LessonRecord } from './lessonRecords';
import type { TemplateReference } from '../../templates/referenceData';
import { TemplatePicker } from '../../templates/TemplatePicker';

interface Row {
  id: string;
  record: LessonRecord;
  name: string;
  complexity: string;
  school: string;
  grade: string;
  subject: string;
}

/** The shared lesson templates this teacher may use (their subjects and schools: the server filters). */
export function SharedLessonPicker({ reference, creating, onCreate, onCancel }: { reference: TemplateReference; creating: boolean; onCreate(template: LessonRecord): void; onCancel(): void }) {
  const { t } = useTranslation('templates');
  const { data, loading } = useQuery(SharedLessonsDocument);
  const rows = useMemo<Row[]>(
    () =>
      (data?.listSubjectTemplates.items ?? [])
        .filter((item) => !item._deleted)
        .map((item) => {
          const subject = reference.subjectById.get(item.subjectID ?? '');
          return {
            id: item.id,
            record: item,
            name: item.name ?? '',
            complexity: item.complexity ?? '',
            school: reference.schoolById.get(item.schoolID ?? '')?.name ?? '',
            grade: subject?.grade ?? '',
            subject: subject?.subject ?? '',
          };
        }),
    [data, reference],
  );
  const columns: ColumnsType<Row> = [
    { key: 'name', dataIndex: 'name', title: t('columns.name'), sorter: (a, b) => a.name.localeCompare(b.name) },
    { key: 'complexity', dataIndex: 'complexity', title: t('columns.complexity') },
    { key: 'school', dataIndex: 'school', title: t('columns.school') },
    { key: 'grade', dataIndex: 'grade', title: t('columns.grade'), sorter: (a, b) => compareGrades(a.grade, b.grade) },
    { key: 'subject', dataIndex: 'subject', title: t('columns.subject') },
  ];
  const searchTexts = useCallback((row: Row) => [row.name, row.complexity, row.school, row.grade, row.subject], []);
  return (
    <TemplatePicker<Row>
      title={t('lessons.pickTemplate')}
      rows={rows}
      columns={columns}
      searchTexts={searchTexts}
      loading={loading && !data}
      emptyText={t('lessons.empty')}
      note={t('lessons.pickerNote')}
      creating={creating}
      onCreate={(row) => onCreate(row.record)}
      onCancel={onCancel}
    />
  );
}
