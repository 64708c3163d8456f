import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import { matchesSearch } from '../../../../server/domain/search.ts';
import { formatDuration } from '../../../../server/domain/template-rules.ts';
import { marksText } from '../../print/paperWords';
import type { TemplateReference } from '../referenceData';
import type { TemplateActionHandlers } from '../TemplateActions';
import { TemplateActions } from '../TemplateActions';
import type { AssessmentRecord } from './assessmentStore';

export interface AssessmentRow<R extends AssessmentRecord = AssessmentRecord> {
  id: string;
  record: R;
  title: string;
  complexity: string;
  time: string;
  marks: number;
  school: string;
  grade: string;
  subject: string;
}

/** Rows with the names of their subject and school and the time as 'N Hour(s) M Minute(s)'. */
export function useAssessmentRows<R extends AssessmentRecord>(
  items: readonly R[],
  reference: TemplateReference,
): AssessmentRow<R>[] {
  const { t } = useTranslation('templates');
  return useMemo(
    () =>
      items.map((record) => {
        const subject = reference.subjectById.get(record.subjectID ?? '');
        const schoolID = 'schoolID' in record ? record.schoolID : null;
        return {
          id: record.id,
          record,
          title: record.title,
          complexity: record.complexity ? t(`complexity.${record.complexity as 'Simple'}`, record.complexity) : '',
          time: formatDuration(record.totalMinutes, {
            hour: t('time.hour'),
            hours: t('time.hours'),
            minute: t('time.minute'),
            minutes: t('time.minutes'),
          }),
          marks: record.totalMarks ?? 0,
          school: reference.schoolById.get(schoolID ?? '')?.name ?? '',
          grade: subject?.grade ?? '',
          subject: subject?.subject ?? '',
        };
      }),
    [items, reference, t],
  );
}

export const rowTexts = (row: AssessmentRow) => [
  row.title,
  row.complexity,
  row.time,
  row.marks,
  row.school,
  row.grade,
  row.subject,
];

/** The columns of 001 (teachers) and 002 (shared: with School); grade sort puts R first. */
export function assessmentColumns<R extends AssessmentRecord>(
  t: (key: string) => string,
  withSchool: boolean,
): ColumnsType<AssessmentRow<R>> {
  return [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('columns.title'),
      sorter: (a, b) => a.title.localeCompare(b.title),
      defaultSortOrder: 'ascend',
    },
    {
      key: 'complexity',
      dataIndex: 'complexity',
      title: t('columns.complexity'),
      sorter: (a, b) => a.complexity.localeCompare(b.complexity),
    },
    {
      key: 'time',
      dataIndex: 'time',
      title: t('columns.time'),
      sorter: (a, b) => (a.record.totalMinutes ?? 0) - (b.record.totalMinutes ?? 0),
    },
    {
      key: 'marks',
      title: t('columns.marks'),
      render: (_, row) => marksText(row.marks),
      sorter: (a, b) => a.marks - b.marks,
    },
    ...(withSchool
      ? [
          {
            key: 'school',
            dataIndex: 'school',
            title: t('columns.school'),
            sorter: (a: AssessmentRow<R>, b: AssessmentRow<R>) => a.school.localeCompare(b.school),
          },
        ]
      : []),
    { key: 'grade', dataIndex: 'grade', title: t('columns.grade'), sorter: (a, b) => compareGrades(a.grade, b.grade) },
    {
      key: 'subject',
      dataIndex: 'subject',
      title: t('columns.subject'),
      sorter: (a, b) => a.subject.localeCompare(b.subject),
    },
  ];
}

interface AssessmentsTableProps<R extends AssessmentRecord> {
  items: readonly R[];
  loading: boolean;
  reference: TemplateReference;
  search: string;
  shared: boolean;
  actions(record: R): TemplateActionHandlers;
  disabledReason?: string | null;
}

export function AssessmentsTable<R extends AssessmentRecord>({
  items,
  loading,
  reference,
  search,
  shared,
  actions,
  disabledReason,
}: AssessmentsTableProps<R>) {
  const { t } = useTranslation('templates');
  const all = useAssessmentRows(items, reference);
  const rows = useMemo(() => all.filter((row) => matchesSearch(search, rowTexts(row))), [all, search]);
  const columns: ColumnsType<AssessmentRow<R>> = [
    ...assessmentColumns<R>(t as (key: string) => string, shared),
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, row) => (
        <TemplateActions
          name={row.title}
          deleteQuestion={t('assessments.deleteConfirm')}
          disabledReason={disabledReason}
          {...actions(row.record)}
        />
      ),
    },
  ];
  return (
    <Table<AssessmentRow<R>>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: loading ? t('assessments.loading') : t('assessments.empty') }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      scroll={{ x: 'max-content' }}
      data-testid="assessments-table"
    />
  );
}
