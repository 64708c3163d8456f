import { Alert, Form, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cognitiveLevelsTotalOff,
  levelPercentageError,
  templateMessages,
  type CognitiveLevel,
} from '../../../../server/domain/template-rules.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';

interface DialogProps<T> {
  title: string;
  initial: T;
  saving: boolean;
  disabled: boolean;
  onSave(values: T): void;
  onCancel(): void;
}

/** The taxonomy screen's dialogs: shown while rendered, filled from `initial`, saved on Save or Enter. */
function TaxonomyFormDialog<T extends object>({
  title,
  initial,
  saving,
  disabled,
  onSave,
  onCancel,
  width,
  children,
}: DialogProps<T> & { width: number; children: ReactNode }) {
  const [form] = Form.useForm<T>();
  return (
    <FormModal<T>
      open
      title={title}
      width={width}
      form={form}
      okDisabled={disabled}
      saving={saving}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSave)}
      formProps={{ initialValues: initial, onFinish: onSave }}
    >
      {children}
    </FormModal>
  );
}

/** The taxonomy's name form. */
export function TaxonomyNameDialog(props: DialogProps<{ name: string }>) {
  const { t } = useTranslation('templates');
  return (
    <TaxonomyFormDialog {...props} width={500}>
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[{ required: true, whitespace: true, message: translateServerMessage(templateMessages.name) }]}
      >
        <Input autoFocus maxLength={200} />
      </Form.Item>
    </TaxonomyFormDialog>
  );
}

export interface LevelValues {
  label: string;
  percentage: number | null;
}

/**
 * A cognitive level: Label and a whole percentage (the original labelled both fields 'Label'; this one says Percentage).
 * A percentage out of 0-100 is refused with the server's message, never brought into range; while the taxonomy's
 * levels with this one do not add up to 100 % a warning says so (levels are saved one at a time).
 */
export function CognitiveLevelDialog(props: DialogProps<LevelValues> & { otherLevels: readonly CognitiveLevel[] }) {
  const { t } = useTranslation('templates');
  const { otherLevels, ...dialog } = props;
  return (
    <TaxonomyFormDialog {...dialog} width={600}>
      <Form.Item
        name="label"
        label={t('fields.label')}
        rules={[{ required: true, whitespace: true, message: translateServerMessage(templateMessages.label) }]}
      >
        <Input autoFocus maxLength={200} />
      </Form.Item>
      <Form.Item
        name="percentage"
        label={t('fields.percentage')}
        required
        rules={[sharedRule((value) => levelPercentageError(value ?? null))]}
      >
        <InputNumber precision={0} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        noStyle
        shouldUpdate={(before: LevelValues, after: LevelValues) => before.percentage !== after.percentage}
      >
        {({ getFieldValue }) => {
          const percentage: unknown = getFieldValue('percentage');
          const total = cognitiveLevelsTotalOff([
            ...otherLevels,
            { percentage: typeof percentage === 'number' ? percentage : null },
          ]);
          return total === null ? null : (
            <Alert type="warning" showIcon title={t('taxonomies.totalWarning', { total })} data-testid="levels-total" />
          );
        }}
      </Form.Item>
    </TaxonomyFormDialog>
  );
}
