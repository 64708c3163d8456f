import { Button, Form, Input, Select, Slider } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxDaysPerWeek, minDaysPerWeek, profileLanguages } from '../../../../server/domain/planning-rules.ts';
import { provinces } from '../../../../server/domain/reference-rules.ts';
import type { TeacherProfileRecord } from '../../core/auth/authContext';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { isOnline } from '../../core/offline/online';
import { useUpdateTeacherProfile } from '../../core/profile/teacherProfileMutations';
import { useNotices } from '../../ui/notices';
import { limitRule } from '../../ui/record/limitRule';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { InterfaceLanguageToggle } from './InterfaceLanguageToggle';
import { useSchoolsOfProvince } from './useSchoolsOfProvince';

interface ProfileValues {
  title: string;
  name: string;
  surname: string;
  language: string | null;
  province: string | null;
  teacherProfileSchoolId: string | null;
  daysPerWeek: number;
}

const FIELDS = ['title', 'name', 'surname', 'language', 'province', 'teacherProfileSchoolId', 'daysPerWeek'] as const;

function valuesOf(profile: TeacherProfileRecord): ProfileValues {
  return {
    title: profile.title ?? '',
    name: profile.name ?? '',
    surname: profile.surname ?? '',
    language: profile.language ?? null,
    province: profile.province ?? null,
    teacherProfileSchoolId: profile.teacherProfileSchoolId ?? null,
    daysPerWeek: profile.daysPerWeek ?? maxDaysPerWeek,
  };
}

/**
 * The profile form (001 section 5): title, name and surname required and trimmed on save; language (one of five),
 * province, a school serving that province (or a generic one), days per week 1 to 5. Saved through the offline
 * queue: an edit made offline is shown at once, survives a reload and reaches the server once.
 */
export function ProfileForm({ profile }: { profile: TeacherProfileRecord }) {
  const { t } = useTranslation('planning');
  const { message } = useNotices();
  const [form] = Form.useForm<ProfileValues>();
  const save = useUpdateTeacherProfile();
  const [saving, setSaving] = useState(false);
  const province = Form.useWatch('province', form) ?? profile.province ?? null;
  const schools = useSchoolsOfProvince(province);

  // A change from elsewhere (another device, the server) shows up unless the teacher is editing.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue(valuesOf(profile));
  }, [form, profile]);

  // A school that does not serve the newly chosen province is cleared once that province's schools are known.
  useEffect(() => {
    const schoolId = form.getFieldValue('teacherProfileSchoolId') as string | null;
    if (
      schoolId &&
      !schools.loading &&
      schools.list.length > 0 &&
      !schools.list.some((school) => school.id === schoolId)
    ) {
      form.setFieldValue('teacherProfileSchoolId', null);
    }
  }, [form, schools]);

  const schoolOptions = useMemo(
    () =>
      schools.list.map((school) => ({
        value: school.id,
        label: school.isGeneric ? `${school.name} (${t('profile.genericSchool')})` : school.name,
      })),
    [schools.list, t],
  );

  const onFinish = async (values: ProfileValues) => {
    const changes = {
      title: values.title.trim(),
      name: values.name.trim(),
      surname: values.surname.trim(),
      language: values.language,
      province: values.province,
      teacherProfileSchoolId: values.teacherProfileSchoolId ?? null,
      daysPerWeek: values.daysPerWeek,
    };
    const online = isOnline();
    setSaving(true);
    try {
      await save(profile, changes);
      form.setFields(FIELDS.map((name) => ({ name, value: changes[name], touched: false })));
      message.success(online ? t('profile.saved') : t('profile.savedOffline'));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0)
        form.setFields(fieldErrors.map(({ name, errors }) => ({ name: name as keyof ProfileValues, errors })));
      else message.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const required = (text: string) => [{ required: true, whitespace: true, message: text }];

  return (
    <Form<ProfileValues>
      name="teacherProfile"
      form={form}
      layout="vertical"
      initialValues={valuesOf(profile)}
      onFinish={(values) => void onFinish(values)}
      style={{ maxWidth: 560 }}
      aria-label={t('profile.formLabel')}
      data-testid="profile-form"
    >
      <Form.Item label={t('profile.interfaceLanguage')}>
        <InterfaceLanguageToggle profile={profile} />
      </Form.Item>
      <Form.Item
        label={t('profile.title')}
        name="title"
        rules={[...required(t('profile.titleRequired')), limitRule('title')]}
      >
        <Input autoComplete="honorific-prefix" />
      </Form.Item>
      <Form.Item
        label={t('profile.name')}
        name="name"
        rules={[...required(t('profile.nameRequired')), limitRule('name')]}
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item
        label={t('profile.surname')}
        name="surname"
        rules={[...required(t('profile.surnameRequired')), limitRule('surname')]}
      >
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item
        label={t('profile.language')}
        name="language"
        rules={[{ required: true, message: t('profile.languageRequired') }]}
      >
        <Select
          placeholder={t('profile.choose')}
          options={profileLanguages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('profile.province')}
        name="province"
        rules={[{ required: true, message: t('profile.provinceRequired') }]}
      >
        <FilterSelect
          placeholder={t('profile.choose')}
          options={provinces.map((name) => ({ value: name, label: t(`provinces.${name}`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('profile.school')}
        name="teacherProfileSchoolId"
        extra={province ? undefined : t('profile.schoolNeedsProvince')}
      >
        <FilterSelect
          allowClear
          disabled={!province}
          loading={schools.loading}
          placeholder={t('profile.choose')}
          options={schoolOptions}
          notFoundContent={schools.loading ? t('profile.loadingSchools') : t('profile.noSchools')}
        />
      </Form.Item>
      <Form.Item
        label={t('profile.daysPerWeek')}
        name="daysPerWeek"
        rules={[{ required: true, message: t('profile.daysPerWeekRequired') }]}
      >
        <Slider
          min={minDaysPerWeek}
          max={maxDaysPerWeek}
          step={1}
          marks={Object.fromEntries(
            Array.from({ length: maxDaysPerWeek }, (_, index) => [index + 1, String(index + 1)]),
          )}
          ariaLabelForHandle={t('profile.daysPerWeek')}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item shouldUpdate>
        {() => (
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!form.isFieldsTouched() || form.getFieldsError().some(({ errors }) => errors.length > 0)}
          >
            {t('common.save')}
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
