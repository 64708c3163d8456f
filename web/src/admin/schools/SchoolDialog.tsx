import { Button, Checkbox, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolErrors } from '../../../../server/domain/reference-rules.ts';
import { newClientMutationId } from '../../core/offline/ids';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { FileUpload, fileUrl, removeFile } from '../../ui/upload';
import { ProvincesSelect } from './provinces';
import type { SchoolChanges, SchoolRecord } from './schoolData';

interface FormValues {
  name: string;
  isGeneric: boolean;
  provinces: string[];
  schoolImgKey: string | null;
}

interface SchoolDialogProps {
  open: boolean;
  record: SchoolRecord | null;
  onSave(id: string, changes: SchoolChanges): Promise<void>;
  onClose(): void;
}

/** New or edit school (002 sections 2, 5): name, the generic flag, its provinces and its logo (Schools/{id}). */
export function SchoolDialog({ open, record, onSave, onClose }: SchoolDialogProps) {
  const { t } = useTranslation('reference');
  const [uploading, setUploading] = useState(false);
  // A new school's id is made here, so that its logo is uploaded under Schools/{id} before it is saved.
  const recordId = record?.id ?? null;
  const [id, setId] = useState(() => recordId ?? newClientMutationId());
  // Each opening starts from the record's id, or a new one.
  const [shown, setShown] = useState({ open, recordId });
  if (shown.open !== open || shown.recordId !== recordId) {
    setShown({ open, recordId });
    if (open) setId(recordId ?? newClientMutationId());
  }
  const dialog = useFormDialog<FormValues>({
    open,
    recordKey: recordId,
    valuesOnOpen: () => ({
      name: record?.name ?? '',
      isGeneric: record?.isGeneric ?? false,
      provinces: record?.provinces ?? [],
      schoolImgKey: record?.schoolImgKey ?? null,
    }),
    save: async (values) => {
      await onSave(id, {
        name: values.name.trim(),
        isGeneric: values.isGeneric,
        provinces: values.provinces,
        schoolImgKey: values.schoolImgKey ?? null,
      });
      const previous = record?.schoolImgKey;
      if (previous && previous !== values.schoolImgKey) void removeFile(previous).catch(() => undefined);
    },
    onClose,
    busy: uploading,
  });
  const { form } = dialog;
  const logo = Form.useWatch('schoolImgKey', form);

  return (
    <FormModal<FormValues>
      {...dialog}
      title={record ? t('schools.editTitle') : t('schools.newTitle')}
      width={600}
      formProps={{ name: 'school' }}
    >
      <Form.Item
        label={t('schools.name')}
        name="name"
        required
        rules={[sharedRule(() => schoolErrors({ name: form.getFieldValue('name') as string }).name)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="isGeneric" valuePropName="checked">
        <Checkbox>{t('schools.genericQuestion')}</Checkbox>
      </Form.Item>
      <Form.Item label={t('schools.selectProvinces')} name="provinces" extra={t('schools.provincesHint')}>
        <ProvincesSelect />
      </Form.Item>
      <Form.Item name="schoolImgKey" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('schools.logo')}>
        <Space orientation="vertical">
          {logo && (
            <img
              src={fileUrl(logo)}
              alt={t('schools.logoAlt')}
              style={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain' }}
            />
          )}
          <Space wrap>
            <FileUpload
              folder={`Schools/${id}`}
              accept="image/png,image/jpeg,image/bmp,image/gif"
              label={logo ? t('schools.replaceLogo') : t('schools.uploadLogo')}
              onBusyChange={setUploading}
              onUploaded={(file) => form.setFieldValue('schoolImgKey', file.key)}
              testId="school-logo-upload"
            />
            {logo && (
              <Button onClick={() => form.setFieldValue('schoolImgKey', null)}>{t('schools.removeLogo')}</Button>
            )}
          </Space>
        </Space>
      </Form.Item>
    </FormModal>
  );
}
