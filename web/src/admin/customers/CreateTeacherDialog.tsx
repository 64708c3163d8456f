import { ApolloError, useMutation, useQuery } from '@apollo/client';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { profileLanguages } from '../../../../server/domain/planning-rules.ts';
import { provinces } from '../../../../server/domain/reference-rules.ts';
import { emailError, internationalPhone, phoneError } from '../../../../server/domain/validators.ts';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { CreateTeacherDocument, CustomerSchoolsDocument } from './operations';

/** Text fields are undefined until the form has filled them. */
interface TeacherValues {
  email: string;
  title?: string;
  name?: string;
  surname?: string;
  phone?: string;
  province: string | null;
  language: string | null;
  school: string | null;
}

const emptyValues: TeacherValues = {
  email: '',
  title: '',
  name: '',
  surname: '',
  phone: '',
  province: null,
  language: null,
  school: null,
};

/** What the server said when the e-mail is taken: CONFLICT, and whether that account is a teacher already. */
function conflictOf(error: unknown): { inTeacherGroup: boolean } | null {
  if (!(error instanceof ApolloError)) return null;
  const conflict = error.graphQLErrors.find((graphQLError) => graphQLError.extensions?.code === 'CONFLICT');
  return conflict ? { inTeacherGroup: conflict.extensions?.inTeacherGroup !== false } : null;
}

/** The call never reached the server (or its answer never came back): no user was created. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApolloError && error.graphQLErrors.length === 0 && Boolean(error.networkError);
}

interface CreateTeacherDialogProps {
  open: boolean;
  online: boolean;
  onClose(): void;
  /** A teacher was created: the table reloads. */
  onCreated(): Promise<unknown>;
  /** The e-mail belongs to a teacher already: the table searches for her. */
  onExists(email: string): void;
}

/**
 * Create Teacher (002 sections 2, 4, 5, 8): the account, profile and reporting teacher are made on the server,
 * which e-mails the teacher a link to choose her password. Email required with its spaces removed as typed;
 * phone optional in the South African format, sent as +27…; Create disabled while invalid or in flight.
 */
export function CreateTeacherDialog({ open, online, onClose, onCreated, onExists }: CreateTeacherDialogProps) {
  const { t } = useTranslation('adminCustomers');
  const { t: tPlanning } = useTranslation('planning');
  const { message, notification } = useNotices();
  const [form] = Form.useForm<TeacherValues>();
  const province = Form.useWatch('province', form) ?? null;
  const [createTeacher] = useMutation(CreateTeacherDocument);
  const schools = useQuery(CustomerSchoolsDocument, { variables: { province: province ?? '' }, skip: !province });

  const save = async (values: TeacherValues) => {
    const email = values.email;
    try {
      await createTeacher({
        variables: {
          input: {
            email,
            title: values.title?.trim() || null,
            name: values.name?.trim() || null,
            surname: values.surname?.trim() || null,
            phone: values.phone?.trim() ? internationalPhone(values.phone) : null,
            province: values.province,
            language: values.language,
            school: values.school,
          },
        },
      });
    } catch (error) {
      const conflict = conflictOf(error);
      if (!conflict) throw isNetworkFailure(error) ? new Error(t('createTeacher.networkError')) : error;
      if (conflict.inTeacherGroup) {
        notification.warning({ title: messageOf(error), duration: 8 });
        onExists(email);
      } else notification.warning({ title: t('createTeacher.notInTeacherGroup'), duration: 8 });
      return;
    }
    message.success(t('createTeacher.created'));
    await onCreated();
  };

  const dialog = useFormDialog<TeacherValues>({
    form,
    open,
    recordKey: 'new',
    valuesOnOpen: () => emptyValues,
    save,
    onClose,
    busy: !online,
  });

  const schoolOptions = useMemo(
    () =>
      (schools.data?.schoolsOfProvince ?? []).map((school) => ({
        value: school.id,
        label: school.isGeneric ? `${school.name} (${t('createTeacher.genericSchool')})` : school.name,
      })),
    [schools.data, t],
  );

  const values = () => form.getFieldsValue(true) as TeacherValues;
  return (
    <Modal
      open={open}
      title={t('createTeacher.title')}
      width={800}
      okText={t('createTeacher.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: dialog.okDisabled, loading: dialog.saving }}
      onOk={dialog.onOk}
      onCancel={dialog.onCancel}
      destroyOnHidden
    >
      <Form<TeacherValues>
        name="createTeacher"
        form={form}
        layout="vertical"
        onValuesChange={(changed: Partial<TeacherValues>) => {
          // Schools serve provinces: another province needs its own school.
          if ('province' in changed) form.setFieldValue('school', null);
        }}
      >
        <Form.Item
          label={t('createTeacher.email')}
          name="email"
          required
          normalize={(value: string) => value.replace(/\s+/g, '')}
          rules={[sharedRule(() => emailError(values().email))]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('createTeacher.teacherTitle')} name="title">
          <Input />
        </Form.Item>
        <Form.Item label={t('createTeacher.name')} name="name">
          <Input />
        </Form.Item>
        <Form.Item label={t('createTeacher.surname')} name="surname">
          <Input />
        </Form.Item>
        <Form.Item
          label={t('createTeacher.phone')}
          name="phone"
          rules={[sharedRule(() => (values().phone?.trim() ? phoneError(values().phone) : null))]}
        >
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('createTeacher.province')} name="province">
          <FilterSelect
            allowClear
            placeholder={t('common.choose')}
            options={provinces.map((name) => ({ value: name, label: tPlanning(`provinces.${name}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('createTeacher.language')} name="language">
          <Select
            allowClear
            placeholder={t('common.choose')}
            options={profileLanguages.map((language) => ({
              value: language,
              label: tPlanning(`languages.${language}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('createTeacher.school')}
          name="school"
          extra={province ? undefined : t('createTeacher.schoolNeedsProvince')}
        >
          <FilterSelect
            allowClear
            disabled={!province}
            loading={schools.loading}
            placeholder={t('common.choose')}
            options={schoolOptions}
            notFoundContent={schools.loading ? t('createTeacher.loadingSchools') : t('createTeacher.noSchools')}
          />
        </Form.Item>
        {dialog.error && <Alert type="error" showIcon role="alert" title={dialog.error} />}
      </Form>
    </Modal>
  );
}
