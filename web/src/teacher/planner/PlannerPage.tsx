import { EyeOutlined, LeftOutlined, RightOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, Button, Card, Progress, Space, Steps, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planningMessages } from '../../../../server/domain/planning-rules.ts';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import { currentParams, useUrlState } from '../../ui/urlState';
import { useAuth } from '../../core/auth/authContext';
import { useAppData } from '../../core/appData';
import { messageOf } from '../../core/errors';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { newClientMutationId } from '../../core/offline/ids';
import { teacherLessonRecord } from '../../templates/lessons/lessonStore';
import { TeacherLessonsDocument } from '../../templates/lessons/operations';
import { newRecordFields } from '../../templates/templateStore';
import { useClasses } from '../profile/classData';
import { ChooseStep } from './ChooseStep';
import { CreatePlannedLessonDocument, PlannerTemplatesDocument } from './operations';
import { PlannerDialogs } from './PlannerDialogs';
import type { Answer } from './plannerModel';
import { plannedLessonInput, progressOf, startingAnswers } from './plannerModel';
import { SectionStep } from './SectionStep';
import { usePlannerDraft } from './usePlannerDraft';

/** /app/lessonplanning (001 sections 2, 4): a lesson template filled in step by step, saved as the teacher's own. */
export default function PlannerPage() {
  const { t } = useTranslation('planning');
  const { user } = useAuth();
  const profile = user?.teacherProfile ?? null;
  if (!profile) {
    return (
      <section className="page-section">
        <Alert type="info" showIcon title={t('profile.noProfile')} />
      </section>
    );
  }
  return <Planner teacherprofileID={profile.id} />;
}

function Planner({ teacherprofileID }: { teacherprofileID: string }) {
  const { t } = useTranslation('planning');
  const { persistor, queue } = useAppData();
  const { params, update } = useUrlState();
  const grade = params.get('grade');
  const subjectId = params.get('subject');
  const templateId = params.get('template');
  const { classes, loading: classesLoading } = useClasses(teacherprofileID);
  const templatesQuery = useQuery(PlannerTemplatesDocument, {
    variables: { subjectID: subjectId ?? '' },
    skip: !subjectId,
  });
  const templates = templatesQuery.data?.listSubjectTemplates.items ?? [];
  const template = templates.find((candidate) => candidate.id === templateId) ?? null;
  const sections = template?.template ?? [];
  const lastStep = sections.length;
  const step = Math.min(Math.max(Number(params.get('step') ?? 0) || 0, 0), template ? lastStep : 0);
  const draft = usePlannerDraft(templateId);
  const [nameTouched, setNameTouched] = useState(false);
  const [create, created] = useMutation(CreatePlannedLessonDocument);
  // The teacher's lessons in the cache: a lesson saved offline joins that list, which the Lessons screen shows.
  useQuery(TeacherLessonsDocument, { fetchPolicy: 'cache-first' });
  const [dialog, setDialog] = useState<'preview' | 'saved' | null>(null);
  const [saved, setSaved] = useState<{ id: string; onDevice: boolean } | null>(null);

  // The teacher's classes give the grades and subjects to choose from (shared templates are visible per class subject).
  const classSubjects = useMemo(() => {
    const bySubject = new Map<string, { id: string; grade: string; label: string }>();
    for (const row of classes) {
      if (row.subject)
        bySubject.set(row.subject.id, {
          id: row.subject.id,
          grade: row.subject.grade ?? '',
          label: row.subject.subject,
        });
    }
    return [...bySubject.values()];
  }, [classes]);
  const grades = [...new Set(classSubjects.map((subject) => subject.grade))].sort(compareGrades);
  const subjects = classSubjects
    .filter((subject) => subject.grade === grade)
    .sort((a, b) => a.label.localeCompare(b.label));

  // A newly chosen template starts from its own prefilled values.
  useEffect(() => {
    if (template && !draft.started) draft.reset(startingAnswers(template));
  }, [template, draft]);

  const nameError = draft.name.trim() === '' ? translateServerMessage(planningMessages.nameRequired) : null;
  const progress = progressOf(template, draft.answers);
  const chosen = Boolean(template) && !nameError;

  const setParam = (changes: Record<string, string | null>) => update(changes);

  const goTo = (next: number) => {
    if (step === 0 && next > 0 && !chosen) {
      setNameTouched(true);
      return;
    }
    setParam({ step: String(Math.min(Math.max(next, 0), lastStep)) });
  };

  // Like every write of a teacher's own lesson: through the offline queue, shown at once (also offline) and kept on
  // the device until the server has it.
  const save = async () => {
    if (!template) return;
    const id = newClientMutationId();
    const input = plannedLessonInput(id, draft.name, template, draft.answers, teacherprofileID);
    await create({
      variables: { input },
      optimisticResponse: {
        createTeacherSubjectTemplate: teacherLessonRecord(input, { ...newRecordFields(id), teacherprofileID }),
      },
      context: { offline: true },
    });
    void persistor.persist().catch((error: unknown) => console.error(error));
    // The queue sends in order: while anything waits, this lesson is not on the server yet either.
    setSaved({ id, onDevice: queue.pendingCount() > 0 });
    draft.forget();
    setDialog('saved');
  };

  const subjectLabel = subjects.find((subject) => subject.id === subjectId)?.label ?? '';
  const canSave = step === lastStep && lastStep > 0 && progress === 100 && chosen;
  const saveReason = progress < 100 ? t('planner.fillEveryField') : undefined;

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('planner.title')}</Typography.Title>
      <Card>
        <Steps
          size="small"
          current={step}
          style={{ marginBottom: 16 }}
          items={[{ title: t('planner.chooseStep') }, ...sections.map((section) => ({ title: section.name ?? '' }))]}
          responsive
        />
        <Progress percent={progress} aria-label={t('planner.progress')} style={{ marginBottom: 24 }} />
        {step === 0 ? (
          <ChooseStep
            grades={grades}
            subjects={subjects}
            templates={templates}
            templatesLoading={templatesQuery.loading}
            grade={grade}
            subjectId={subjectId}
            templateId={templateId}
            name={draft.name}
            nameError={nameTouched ? nameError : null}
            hasClasses={classesLoading || classes.length > 0}
            onGrade={(value) => setParam({ grade: value, subject: null, template: null, step: null })}
            onSubject={(value) => setParam({ subject: value, template: null, step: null })}
            onTemplate={(value) => setParam({ template: value, step: null })}
            onName={(value) => {
              setNameTouched(true);
              draft.setName(value);
            }}
          />
        ) : (
          <SectionStep
            section={sections[step - 1]}
            sectionIndex={step - 1}
            answers={draft.answers}
            onAnswer={(key: string, answer: Answer) => draft.setAnswer(key, answer)}
          />
        )}
        {created.error && <Alert type="error" showIcon title={messageOf(created.error)} style={{ marginTop: 16 }} />}
        <Space wrap style={{ marginTop: 24, width: '100%', justifyContent: 'space-between' }}>
          <Button icon={<LeftOutlined />} disabled={step === 0} onClick={() => goTo(step - 1)}>
            {t('planner.back')}
          </Button>
          <Space wrap>
            <Button icon={<EyeOutlined />} disabled={!template} onClick={() => setDialog('preview')}>
              {t('planner.preview')}
            </Button>
            {step < lastStep || !template ? (
              <Button
                type="primary"
                icon={<RightOutlined />}
                iconPlacement="end"
                disabled={!template}
                onClick={() => goTo(step + 1)}
              >
                {t('planner.next')}
              </Button>
            ) : (
              <Tooltip title={canSave ? undefined : saveReason}>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  disabled={!canSave}
                  loading={created.loading}
                  onClick={() => void save().catch(() => undefined)}
                >
                  {t('common.save')}
                </Button>
              </Tooltip>
            )}
          </Space>
        </Space>
      </Card>
      {template && (
        <PlannerDialogs
          dialog={dialog}
          name={draft.name}
          subjectLabel={subjectLabel}
          template={template}
          answers={draft.answers}
          savedId={saved?.id ?? null}
          savedOnDevice={saved?.onDevice ?? false}
          onClose={() => setDialog(null)}
          onPlanAnother={() => {
            setDialog(null);
            draft.clear();
            update(Object.fromEntries([...currentParams().keys()].map((key) => [key, null])));
          }}
        />
      )}
    </section>
  );
}
