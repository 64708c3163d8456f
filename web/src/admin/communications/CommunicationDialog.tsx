import { Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  communicationChannels,
  partsWithContent,
  pickedChannels,
  prunedShow,
} from '../../../../server/domain/communication-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { dateTimeFieldRule } from '../../ui/time/DateTimeField';
import { editorUploadFolder, RichTextEditor } from '../../ui/richtext';
import { VideoEmbed } from '../../ui/video/VideoEmbed';
import { PublishDateInput } from '../products/catalogue/PublishDateInput';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { CommunicationImages } from './CommunicationImages';
import { useChannelLabel } from '../../communications/channelLabel';
import type { CommunicationFormValues, CommunicationRecord } from './communicationForm';
import { communicationFormErrors, communicationFormValues, ruleValues } from './communicationForm';

interface CommunicationDialogProps {
  open: boolean;
  record: CommunicationRecord | null;
  /** Save is refused offline: admin writes need the server. */
  online: boolean;
  onSave(values: CommunicationFormValues): Promise<void>;
  onClose(): void;
}

const contentFields = ['subject', 'body', 'video', 'images'];

/**
 * New or edit communication (002 sections 2, 4, 5, 9): subject, publish time, Send To with ALL exclusive, video id
 * with its preview, images (once saved), the rich-text body, and Show offering only the parts that have content
 * (an option is dropped when its part is emptied). The save button is labelled Send.
 */
export function CommunicationDialog({ open, record, online, onSave, onClose }: CommunicationDialogProps) {
  const { t } = useTranslation('communications');
  const channelLabel = useChannelLabel();
  const userId = useAuth().user?.id;
  const [form] = Form.useForm<CommunicationFormValues>();
  const [uploading, setUploading] = useState(false);
  const dialog = useFormDialog<CommunicationFormValues>({
    form,
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => communicationFormValues(record),
    save: onSave,
    onClose,
    busy: !online || uploading,
  });
  const values = Form.useWatch([], { form, preserve: true }) as CommunicationFormValues | undefined;
  const offered = values ? partsWithContent(ruleValues(values)) : [];

  const rule = (field: 'sendTo' | 'show') =>
    sharedRule(() => communicationFormErrors(form.getFieldsValue(true) as CommunicationFormValues)[field]);
  // 'Subject is required' of the planner means a school subject ('Vak'); here it is the communication's subject.
  const subjectRule = {
    validator: async () => {
      if (communicationFormErrors(form.getFieldsValue(true) as CommunicationFormValues).subject)
        throw new Error(t('admin.subjectRequired'));
    },
  };

  const onValuesChange = (changed: Partial<CommunicationFormValues>, all: CommunicationFormValues) => {
    if (!contentFields.some((field) => field in changed)) return;
    const show = prunedShow(ruleValues(all));
    if (show.length !== all.show.length) form.setFieldValue('show', show);
  };

  return (
    <FormModal<CommunicationFormValues>
      {...dialog}
      title={record ? t('admin.editTitle') : t('admin.newTitle')}
      width={800}
      okText={t('admin.send')}
      formProps={{ name: 'communication', onValuesChange }}
    >
      <Form.Item label={t('fields.subject')} name="subject" rules={[subjectRule]} required>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('fields.publishDate')}
        name="publishDate"
        rules={[dateTimeFieldRule]}
        extra={t('admin.publishHint')}
      >
        <PublishDateInput />
      </Form.Item>
      <Form.Item
        label={t('fields.sendTo')}
        name="sendTo"
        rules={[rule('sendTo')]}
        required
        normalize={(next: string[] | undefined, previous: string[] | undefined) =>
          pickedChannels(previous ?? [], next ?? [])
        }
      >
        <FilterSelect
          mode="multiple"
          allowClear
          options={communicationChannels.map((channel) => ({ value: channel, label: channelLabel(channel) }))}
        />
      </Form.Item>
      <Form.Item label={t('fields.video')} name="video" extra={t('admin.videoHint')}>
        <Input autoComplete="off" />
      </Form.Item>
      <div className="communication-video-preview" aria-label={t('admin.videoPreview')} role="group">
        <VideoEmbed
          id={values?.video}
          title={t('card.video')}
          openLabel={t('card.openVideo')}
          emptyLabel={t('card.noSource')}
        />
      </div>
      <Form.Item label={t('fields.images')} name="images">
        <CommunicationImages
          folder={record ? `Communications/${record.id}/Images` : null}
          disabled={!online}
          onBusyChange={setUploading}
        />
      </Form.Item>
      <Form.Item label={t('fields.body')} name="body">
        <RichTextEditor
          ariaLabel={t('fields.body')}
          uploadFolder={userId ? editorUploadFolder(userId, record?.id) : undefined}
        />
      </Form.Item>
      <Form.Item
        label={t('fields.show')}
        name="show"
        rules={[rule('show')]}
        required
        dependencies={contentFields}
        extra={offered.length === 0 ? t('admin.showHint') : undefined}
      >
        <Checkbox.Group options={offered.map((part) => ({ value: part, label: t(`show.${part}`) }))} />
      </Form.Item>
    </FormModal>
  );
}
