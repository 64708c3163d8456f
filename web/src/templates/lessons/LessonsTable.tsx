import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import { matchesSearch } from '../../../../server/domain/search.ts';
import type { LessonRecord } from './lessonStore';
import type { TemplateReference } from '../referenceData';
import type { TemplateActionHandlers } from '../TemplateActions';
import { TemplateActions } from '../TemplateActions';

interface LessonsTableProps<R extends LessonRecord> {
  items: R[];
  loading: boolean;
  reference: TemplateReference;
  search: string;
  school: string;
  actions(record: R): TemplateActionHandlers;
  disabledReason?: string | null;
  duplicateDisabledReason?: string | null;
}

/** Name, Complexity, School, Grade, Subject, Actions; multi-word search over the row and the school filter. */
export function LessonsTable<R extends LessonRecord>({
  items,
  loading,
  reference,
  search,
  school,
  actions,
  disabledReason,
  duplicateDisabledReason,
}: LessonsTableProps<R>) {
  const { t } = useTranslation('templates');
  const rows = useMemo(
    () =>
      items
        .map((item) => {
          const subject = reference.subjectById.get(item.subjectID ?? '');
          return { item, subject, schoolName: reference.schoolById.get(item.schoolID ?? '')?.name ?? '' };
        })
        .filter((row) => !school || row.item.schoolID === school)
        .filter((row) =>
          matchesSearch(search, [
            row.item.name,
            row.item.complexity,
            row.schoolName,
            row.subject?.grade,
            row.subject?.subject,
          ]),
        ),
    [items, reference, school, search],
  );
  type Row = (typeof rows)[number];
  const columns: ColumnsType<Row> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => row.item.name,
      sorter: (a, b) => (a.item.name ?? '').localeCompare(b.item.name ?? ''),
      defaultSortOrder: 'ascend',
    },
    {
      key: 'complexity',
      title: t('columns.complexity'),
      render: (_, row) =>
        row.item.complexity ? t(`complexity.${row.item.complexity as 'Simple'}`, row.item.complexity) : '',
      sorter: (a, b) => (a.item.complexity ?? '').localeCompare(b.item.complexity ?? ''),
    },
    {
      key: 'school',
      title: t('columns.school'),
      render: (_, row) => row.schoolName,
      sorter: (a, b) => a.schoolName.localeCompare(b.schoolName),
      responsive: ['md'],
    },
    {
      key: 'grade',
      title: t('columns.grade'),
      render: (_, row) => row.subject?.grade ?? '',
      sorter: (a, b) => compareGrades(a.subject?.grade, b.subject?.grade),
    },
    {
      key: 'subject',
      title: t('columns.subject'),
      render: (_, row) => row.subject?.subject ?? '',
      sorter: (a, b) => (a.subject?.subject ?? '').localeCompare(b.subject?.subject ?? ''),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, row) => (
        <TemplateActions
          name={row.item.name ?? ''}
          deleteQuestion={t('lessons.deleteConfirm')}
          disabledReason={disabledReason}
          duplicateDisabledReason={duplicateDisabledReason}
          {...actions(row.item)}
        />
      ),
    },
  ];
  return (
    <Table<Row>
      rowKey={(row) => row.item.id}
      columns={columns}
      dataSource={rows}
      loading={loading ? { tip: t('lessons.loading') } : false}
      locale={{ emptyText: loading ? t('lessons.loading') : t('lessons.empty') }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: false }}
      scroll={{ x: 'max-content' }}
      data-testid="lessons-table"
    />
  );
}
