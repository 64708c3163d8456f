import { useTranslation } from 'react-i18next';
import { useTemplateReference } from '../referenceData';
import { TemplateListFrame } from '../TemplateListFrame';
import { useListParams } from '../useListParams';
import { useTemplateListScreen, type TemplateListStore } from '../useTemplateListScreen';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { LessonEditorDialog } from './LessonEditorDialog';
import { LessonsTable } from './LessonsTable';
import { SharedLessonPicker } from './SharedLessonPicker';
import type { LessonDraft, LessonRecord } from './lessonStore';
import { useSharedLessons, useTeacherLessons } from './lessonStore';
import '../templates.css';

/** /app/lessons: a teacher's own lessons (001 Lessons screen), also offline. */
export function TeacherLessonsScreen() {
  return <LessonsScreen store={useTeacherLessons(useListParams().copyFrom)} />;
}

/** /admin/lessontemplates: the shared lesson templates (002 Lessons screen), online only. */
export function SharedLessonsScreen() {
  return <LessonsScreen store={useSharedLessons()} />;
}

/**
 * Lessons, a teacher's own or the shared templates: search and school filter, duplicate, print (teachers), edit,
 * delete; new from a template or blank.
 */
function LessonsScreen<R extends LessonRecord>({ store }: { store: TemplateListStore<R, LessonDraft> }) {
  const { t } = useTranslation('templates');
  const reference = useTemplateReference();
  const screen = useTemplateListScreen(store, { printPath: '/app/print/lesson' });
  const { params, offlineReason, teacher } = screen;

  return (
    <TemplateListFrame
      screen={screen}
      reference={reference}
      testId={teacher ? 'lessons-page' : 'lesson-templates-page'}
      title={t('lessons.title')}
      newTexts={{ new: t('lessons.new'), fromTemplate: t('lessons.fromTemplate'), blank: t('lessons.blank') }}
      filters={
        <FilterSelect
          className="template-school"
          allowClear
          placeholder={t('fields.school')}
          aria-label={t('fields.school')}
          value={params.school || undefined}
          onChange={(value?: string) => params.setSchool(value ?? null)}
          options={reference.schools.map((school) => ({ value: school.id, label: school.name }))}
        />
      }
      Picker={SharedLessonPicker}
      Editor={LessonEditorDialog}
    >
      <LessonsTable
        items={store.items}
        loading={store.loading}
        reference={reference}
        search={params.search}
        school={params.school}
        disabledReason={offlineReason}
        duplicateDisabledReason={offlineReason}
        actions={screen.actions}
      />
    </TemplateListFrame>
  );
}
