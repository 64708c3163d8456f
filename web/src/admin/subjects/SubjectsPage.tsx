import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { grades } from '../../../../server/domain/reference-rules.ts';
import { useOnline } from '../../core/offline/useOnline';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { AdminSubjectsDocument, CreateSubjectDocument, UpdateSubjectDocument } from './operations';
import type { SubjectRecord } from './SubjectDialog';
import { SubjectDialog } from './SubjectDialog';

/** /admin/subjects (002 section 2): grade and subject, new and edit; subjects are never deleted. */
export default function SubjectsPage() {
  const { t } = useTranslation('reference');
  const online = useOnline();
  const list = useListParams({ field: 'subject', direction: 'ASC' });
  const grade = list.params.get('grade');
  const subjects = useCursorList(
    AdminSubjectsDocument,
    { sort: list.sort, filter: grade ? { grade: { eq: grade } } : null },
    (data) => data.listSubjects,
  );
  const [create] = useMutation(CreateSubjectDocument);
  const [update] = useMutation(UpdateSubjectDocument);
  const dialog = useDialogParam('subject');
  const editing =
    dialog.value && dialog.value !== 'new'
      ? (subjects.items.find((subject) => subject.id === dialog.value) ?? null)
      : null;
  const offlineReason = online ? undefined : t('common.offline');

  const save = async (changes: { grade: string; subject: string }) => {
    if (editing) await update({ variables: { input: { id: editing.id, _version: editing._version, ...changes } } });
    else {
      await create({ variables: { input: changes } });
      await subjects.refetch();
    }
  };

  return (
    <RecordListPage<SubjectRecord>
      title={t('subjects.title')}
      filter={
        <FilterSelect
          allowClear
          aria-label={t('subjects.gradeFilter')}
          placeholder={t('subjects.gradeFilter')}
          value={grade ?? undefined}
          onChange={(value: string | undefined) => list.set({ grade: value ?? null })}
          options={grades.map((value) => ({ value, label: t('subjects.gradeLabel', { grade: value }) }))}
          style={{ minWidth: 160 }}
        />
      }
      newLabel={t('subjects.new')}
      onNew={() => dialog.open('new')}
      disabledReason={offlineReason}
      list={subjects}
      params={list}
      loadingText={t('subjects.loading')}
      emptyText={t('subjects.empty')}
      columns={[
        {
          title: t('subjects.grade'),
          dataIndex: 'grade',
          render: (value: string | null) => (value ? t('subjects.gradeLabel', { grade: value }) : ''),
        },
        { title: t('subjects.subject'), dataIndex: 'subject', sorter: true, sortOrder: list.sortOrderOf('subject') },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, subject) => (
            <RecordActions
              editLabel={t('subjects.edit', { subject: subject.subject })}
              onEdit={() => dialog.open(subject.id)}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    >
      <SubjectDialog
        open={dialog.value === 'new' || editing !== null}
        record={editing}
        onSave={save}
        onClose={dialog.close}
      />
    </RecordListPage>
  );
}
