import { Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { everyone, pickSendTo } from '../../../../server/domain/announcement.ts';
import { LinkedText } from '../../ui/LinkedText';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { TeacherPicker } from '../teachers/TeacherPicker';
import type { AnnouncementFormValues, AnnouncementRecord } from './announcementForm';
import { announcementFormErrors, announcementFormValues } from './announcementForm';

interface AnnouncementDialogProps {
  open: boolean;
  record: AnnouncementRecord | null;
  /** Save is refused offline: admin writes need the server. */
  online: boolean;
  onSave(values: AnnouncementFormValues): Promise<void>;
  onClose(): void;
}

/** The picker keeps ALL alone: choosing ALL clears the teachers, choosing a teacher clears ALL. */
const keepAllAlone = (value: string[], previous: string[] | undefined) => pickSendTo(previous ?? [], value);

/**
 * New or edit announcement (002 sections 2, 5, 6): Title; Send To, ALL or teachers found by name, e-mail or id, and
 * required (sent to nobody, it would reach nobody); Read By, the teachers who read it (read-only: only their Read
 * writes it); the Message as plain text, with a preview where its addresses become links as the teachers' banner
 * shows them.
 */
export function AnnouncementDialog({ open, record, online, onSave, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('announcements');
  const [form] = Form.useForm<AnnouncementFormValues>();
  const message = Form.useWatch('message', form) ?? '';
  const dialog = useFormDialog<AnnouncementFormValues>({
    form,
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => announcementFormValues(record),
    save: onSave,
    onClose,
    busy: !online,
  });
  const rule = (field: keyof AnnouncementFormValues) =>
    sharedRule(() => announcementFormErrors(form.getFieldsValue(true) as AnnouncementFormValues)[field]);
  const readBy = record?.readBy ?? [];

  return (
    <FormModal<AnnouncementFormValues>
      {...dialog}
      title={record ? t('editTitle') : t('newTitle')}
      width={800}
      formProps={{ name: 'announcement' }}
    >
      <Form.Item label={t('fields.title')} name="title" rules={[rule('title')]} required>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('fields.sendTo')}
        name="sendTo"
        normalize={keepAllAlone}
        rules={[rule('sendTo')]}
        required
        extra={t('sendToHelp')}
      >
        <TeacherPicker leading={[{ value: everyone, label: t('everyone') }]} />
      </Form.Item>
      {record && (
        <Form.Item label={t('fields.readBy')} htmlFor="announcement_readBy">
          {readBy.length > 0 ? (
            <TeacherPicker id="announcement_readBy" value={readBy} disabled aria-label={t('fields.readBy')} />
          ) : (
            <Typography.Text id="announcement_readBy" type="secondary">
              {t('nobodyRead')}
            </Typography.Text>
          )}
        </Form.Item>
      )}
      <Form.Item label={t('fields.message')} name="message">
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <section aria-label={t('preview')} data-testid="announcement-preview">
        <Typography.Text strong>{t('preview')}</Typography.Text>
        <Card size="small">
          {message.trim() ? (
            <LinkedText text={message} />
          ) : (
            <Typography.Text type="secondary">{t('previewEmpty')}</Typography.Text>
          )}
        </Card>
      </section>
    </FormModal>
  );
}
