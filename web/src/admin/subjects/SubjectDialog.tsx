import { useQuery } from '@apollo/client';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { grades, subjectErrors } from '../../../../server/domain/reference-rules.ts';
import type { SubjectFieldsFragment } from '../../gql/graphql';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { AdminSubjectsDocument } from './operations';

export type SubjectRecord = SubjectFieldsFragment;

interface FormValues {
  grade: string | null;
  subject: string;
}

interface SubjectDialogProps {
  open: boolean;
  record: SubjectRecord | null;
  onSave(changes: { grade: string; subject: string }): Promise<void>;
  onClose(): void;
}

/**
 * New or edit subject (002 section 5): grade and subject required and trimmed; a subject already in the grade shows
 * 'Subject already added to Grade {grade}' and blocks save (the grade's subjects are read to check).
 */
export function SubjectDialog({ open, record, onSave, onClose }: SubjectDialogProps) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<FormValues>();
  const grade = Form.useWatch('grade', form);
  const sameGrade = useQuery(AdminSubjectsDocument, {
    variables: { filter: { grade: { eq: grade ?? '' } }, limit: 1000 },
    skip: !open || !grade,
  });
  const taken = (sameGrade.data?.listSubjects.items ?? []).filter((subject) => subject.id !== record?.id);
  const dialog = useFormDialog<FormValues>({
    form,
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => ({ grade: record?.grade ?? null, subject: record?.subject ?? '' }),
    save: (values) => onSave({ grade: values.grade ?? '', subject: values.subject.trim() }),
    onClose,
    busy: sameGrade.loading,
  });

  // The duplicate check follows the grade's subjects as they arrive.
  useEffect(() => {
    if (open && form.isFieldTouched('subject')) void form.validateFields(['subject']).catch(() => undefined);
  }, [open, form, sameGrade.data]);

  const rule = (field: 'grade' | 'subject') =>
    sharedRule(() => subjectErrors(form.getFieldsValue(true) as FormValues, taken)[field]);

  return (
    <FormModal<FormValues>
      {...dialog}
      title={record ? t('subjects.editTitle') : t('subjects.newTitle')}
      width={500}
      formProps={{ name: 'subject' }}
    >
      <Form.Item label={t('subjects.grade')} name="grade" rules={[rule('grade')]} required>
        <FilterSelect
          placeholder={t('common.choose')}
          options={grades.map((value) => ({ value, label: t('subjects.gradeLabel', { grade: value }) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('subjects.subject')}
        name="subject"
        rules={[rule('subject')]}
        dependencies={['grade']}
        required
      >
        <Input />
      </Form.Item>
    </FormModal>
  );
}
