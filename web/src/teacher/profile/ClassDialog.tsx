import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { classErrors, type ClassValues } from '../../../../server/domain/planning-rules.ts';
import { referenceMessages } from '../../../../server/domain/reference-rules.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { ClassChanges, ClassRecord, SubjectRecord } from './classData';

interface FormValues {
  grade: string | null;
  subjectID: string | null;
  name: string;
}

interface ClassDialogProps {
  open: boolean;
  record: ClassRecord | null;
  /** The teacher's other classes: a class name is used once per subject. */
  otherClasses: readonly ClassRecord[];
  subjects: readonly SubjectRecord[];
  grades: readonly string[];
  onSave(changes: ClassChanges): Promise<void>;
  onClose(): void;
}

/** New or edit class (001 section 5): grade and subject from the reference data, a name used once per subject. */
export function ClassDialog({ open, record, otherClasses, subjects, grades, onSave, onClose }: ClassDialogProps) {
  const { t } = useTranslation('planning');
  const dialog = useFormDialog<FormValues>({
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => ({
      grade: record?.subject?.grade ?? null,
      subjectID: record?.subjectID ?? null,
      name: record?.name ?? '',
    }),
    save: (values) => onSave({ name: values.name.trim(), subjectID: values.subjectID ?? '' }),
    onClose,
  });
  const { form } = dialog;
  const grade = Form.useWatch('grade', form);

  const subjectOptions = useMemo(
    () =>
      subjects
        .filter((subject) => subject.grade === grade)
        .map((subject) => ({ value: subject.id, label: subject.subject }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [subjects, grade],
  );

  const rule = (field: keyof ClassValues) =>
    sharedRule(() => {
      const values = form.getFieldsValue(true) as FormValues;
      return classErrors({ name: values.name, subjectID: values.subjectID }, otherClasses)[field];
    });

  return (
    <FormModal<FormValues>
      {...dialog}
      title={record ? t('classes.editTitle') : t('classes.newTitle')}
      width={500}
      formProps={{
        name: 'teacherClass',
        onValuesChange: (changed: Partial<FormValues>) => {
          if ('grade' in changed) form.setFieldValue('subjectID', null);
        },
      }}
    >
      <Form.Item
        label={t('classes.grade')}
        name="grade"
        rules={[{ required: true, message: translateServerMessage(referenceMessages.gradeRequired) }]}
      >
        <FilterSelect
          placeholder={t('profile.choose')}
          options={grades.map((value) => ({ value, label: t('classes.gradeLabel', { grade: value }) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('classes.subject')}
        name="subjectID"
        rules={[rule('subjectID')]}
        dependencies={['grade']}
        required
      >
        <FilterSelect
          placeholder={grade ? t('profile.choose') : t('classes.chooseGradeFirst')}
          disabled={!grade}
          options={subjectOptions}
        />
      </Form.Item>
      <Form.Item
        label={t('classes.name')}
        name="name"
        rules={[rule('name')]}
        dependencies={['subjectID']}
        required
        extra={t('classes.nameHint')}
      >
        <Input />
      </Form.Item>
    </FormModal>
  );
}
