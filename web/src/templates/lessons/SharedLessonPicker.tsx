import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import type { SharedLessonRecord } from './lessonStore';
import { useSharedLessons } from './lessonStore';
import type { TemplateReference } from '../referenceData';
import { TemplatePicker } from '../TemplatePicker';

interface Row {
  id: string;
  record: SharedLessonRecord;
  name: string;
  complexity: string;
  school: string;
  grade: string;
  subject: string;
}

/** The shared lesson templates this teacher may use (their subjects and schools: the server filters). */
export function SharedLessonPicker({
  reference,
  onCreate,
  onCancel,
}: {
  reference: TemplateReference;
  onCreate(template: SharedLessonRecord): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('templates');
  const { items, loading } = useSharedLessons();
  const rows = useMemo<Row[]>(
    () =>
      items.map((item) => {
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
    [items, reference],
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
      loading={loading}
      emptyText={t('lessons.empty')}
      note={t('lessons.pickerNote')}
      onCreate={(row) => onCreate(row.record)}
      onCancel={onCancel}
    />
  );
}
