import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordTableCard } from '../../ui/record/RecordTableCard';
import { useDialogParam } from '../../ui/urlState';
import { ClassDialog } from './ClassDialog';
import type { ClassRecord } from './classData';
import { useClasses, useClassMutations, useSubjects } from './classData';

/** The classes table (001 section 2): grade (R first), subject and class name, with its new/edit dialog. */
export function ClassesSection({ teacherprofileID }: { teacherprofileID: string }) {
  const { t } = useTranslation('planning');
  const { message } = useNotices();
  const { classes, loading } = useClasses(teacherprofileID);
  const subjects = useSubjects();
  const mutations = useClassMutations(teacherprofileID);
  const dialog = useDialogParam('class');
  const editing =
    dialog.value && dialog.value !== 'new' ? (classes.find((row) => row.id === dialog.value) ?? null) : null;

  const remove = (record: ClassRecord) =>
    mutations.remove(record).catch((error: unknown) => message.error(messageOf(error)));

  return (
    <RecordTableCard<ClassRecord>
      title={t('classes.title')}
      newLabel={t('classes.new')}
      onNew={() => dialog.open('new')}
      rows={classes}
      loading={loading}
      loadingText={t('classes.loading')}
      emptyText={t('classes.empty')}
      columns={[
        { title: t('classes.grade'), key: 'grade', render: (_, record) => record.subject?.grade ?? '' },
        { title: t('classes.subject'), key: 'subject', render: (_, record) => record.subject?.subject ?? '' },
        { title: t('classes.name'), dataIndex: 'name' },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, record) => (
            <RecordActions
              editLabel={t('classes.editClass', { name: record.name })}
              onEdit={() => dialog.open(record.id)}
              remove={{
                label: t('classes.deleteClass', { name: record.name }),
                confirm: t('classes.deleteConfirm', { name: record.name }),
                onConfirm: () => void remove(record),
              }}
            />
          ),
        },
      ]}
    >
      <ClassDialog
        open={dialog.value !== null && (dialog.value === 'new' || editing !== null)}
        record={editing}
        otherClasses={classes.filter((row) => row.id !== editing?.id)}
        subjects={subjects.subjects}
        grades={subjects.grades}
        onSave={(changes) => (editing ? mutations.update(editing, changes) : mutations.create(changes))}
        onClose={dialog.close}
      />
    </RecordTableCard>
  );
}
