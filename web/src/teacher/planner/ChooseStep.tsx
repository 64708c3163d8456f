import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { SharedLessonTemplate } from './plannerModel';

interface ChooseStepProps {
  grades: readonly string[];
  subjects: readonly { id: string; label: string }[];
  templates: readonly SharedLessonTemplate[];
  templatesLoading: boolean;
  grade: string | null;
  subjectId: string | null;
  templateId: string | null;
  name: string;
  nameError: string | null;
  hasClasses: boolean;
  onGrade(grade: string): void;
  onSubject(subjectId: string): void;
  onTemplate(templateId: string): void;
  onName(name: string): void;
}

/** Step 1: grade and subject (of the teacher's classes), the lesson template, and the new template's name. */
export function ChooseStep(props: ChooseStepProps) {
  const { t } = useTranslation('planning');
  if (!props.hasClasses) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('planner.noClasses')}
        description={<Link to="/app/profile">{t('planner.addClasses')}</Link>}
      />
    );
  }
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 520 }}>
      <Form.Item label={t('planner.grade')} htmlFor="planner-grade" required>
        <FilterSelect
          id="planner-grade"
          value={props.grade ?? undefined}
          placeholder={t('profile.choose')}
          options={props.grades.map((grade) => ({ value: grade, label: t('classes.gradeLabel', { grade }) }))}
          onChange={props.onGrade}
        />
      </Form.Item>
      <Form.Item label={t('planner.subject')} htmlFor="planner-subject" required>
        <FilterSelect
          id="planner-subject"
          value={props.subjectId ?? undefined}
          disabled={!props.grade}
          placeholder={props.grade ? t('profile.choose') : t('classes.chooseGradeFirst')}
          options={props.subjects.map((subject) => ({ value: subject.id, label: subject.label }))}
          onChange={props.onSubject}
        />
      </Form.Item>
      <Form.Item
        label={t('planner.template')}
        htmlFor="planner-template"
        required
        extra={
          props.subjectId && !props.templatesLoading && props.templates.length === 0
            ? t('planner.noTemplates')
            : undefined
        }
      >
        <FilterSelect
          id="planner-template"
          value={props.templateId ?? undefined}
          disabled={!props.subjectId}
          loading={props.templatesLoading}
          placeholder={t('profile.choose')}
          options={props.templates.map((template) => ({ value: template.id, label: template.name ?? '' }))}
          onChange={props.onTemplate}
        />
      </Form.Item>
      <Form.Item
        label={t('planner.name')}
        htmlFor="planner-name"
        required
        validateStatus={props.nameError ? 'error' : undefined}
        help={props.nameError ?? undefined}
      >
        <Input id="planner-name" value={props.name} onChange={(event) => props.onName(event.target.value)} />
      </Form.Item>
    </Form>
  );
}
