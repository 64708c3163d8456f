import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTemplateReference } from '../../templates/referenceData';
import { TemplateListFrame } from '../../templates/TemplateListFrame';
import { useTemplateListScreen } from '../../templates/useTemplateListScreen';
import { LessonEditorDialog } from './LessonEditorDialog';
import { LessonsTable } from './LessonsTable';
import { SharedLessonPicker } from './SharedLessonPicker';
import { useLessons, type LessonSource } from './useLessons';
import '../../templates/templates.css';

/**
 * Lessons: a teacher's own (/app/lessons, also offline) or the shared lesson templates (/admin/lessontemplates,
 * online only). Search and school filter, duplicate, print (teachers), edit, delete; new from a template or blank.
 */
export function LessonsScreen({ source }: { source: LessonSource }) {
  const { t } = useTranslation('templates');
  const teacher = source === 'teacher';
  const store = useLessons(source);
  const reference = useTemplateReference();
  const screen = useTemplateListScreen(store, { teacher, printPath: '/app/print/lesson' });
  const { params, offlineReason } = screen;

  return (
    <TemplateListFrame
      screen={screen}
      reference={reference}
      testId={teacher ? 'lessons-page' : 'lesson-templates-page'}
      title={t('lessons.title')}
      newTexts={{ new: t('lessons.new'), fromTemplate: t('lessons.fromTemplate'), blank: t('lessons.blank') }}
      filters={
        <Select
          className="template-school"
          allowClear
          showSearch
          optionFilterProp="label"
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
