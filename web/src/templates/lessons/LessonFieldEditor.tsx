import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldTypes, isChoiceType } from '../../../../server/domain/field-types.ts';
import { templateMessages } from '../../../../server/domain/template-rules.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { DragHandle } from '../Sortable';
import { requiredText } from '../formErrors';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { FieldValueInput } from './FieldValueInput';

interface LessonFieldEditorProps {
  /** The field's full name path in the form (for watching its type and options). */
  path: (string | number)[];
  /** Its name inside the enclosing Form.List. */
  name: number;
  onRemove(): void;
}

const choiceMessage = (type: string | undefined) =>
  type === 'Radio'
    ? templateMessages.radioValues
    : type === 'Checkbox'
      ? templateMessages.checkboxValues
      : templateMessages.selectValues;

/** One typed field of a step as it is designed: type, label, placeholder, hint, options for choice types, and its value. */
export function LessonFieldEditor({ path, name, onRemove }: LessonFieldEditorProps) {
  const { t } = useTranslation('templates');
  const type = Form.useWatch([...path, 'type']) as string | undefined;
  const items = (Form.useWatch([...path, 'items']) as string[] | undefined) ?? [];
  const placeholder = Form.useWatch([...path, 'placeholder']) as string | undefined;
  const choice = isChoiceType(type);
  const itemOptions = items.map((item) => ({ value: item, label: item }));

  return (
    <div className="planner-field-body" data-testid="planner-field">
      <div className="planner-field-row">
        <DragHandle label={t('planner.dragField')} />
        <Form.Item
          name={[name, 'type']}
          label={t('fields.type')}
          rules={[{ required: true, message: translateServerMessage(templateMessages.type) }]}
          className="planner-type"
        >
          <FilterSelect options={fieldTypes.map((value) => ({ value, label: t(`fieldTypes.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name={[name, 'label']}
          label={t('fields.label')}
          rules={[requiredText(templateMessages.label)]}
          className="planner-grow"
        >
          <Input />
        </Form.Item>
        <Button
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('planner.deleteField')}
          title={t('planner.deleteField')}
          onClick={onRemove}
          className="planner-delete"
        />
      </div>
      <div className="planner-field-row">
        <Form.Item name={[name, 'placeholder']} label={t('fields.placeholder')} className="planner-grow">
          <Input />
        </Form.Item>
        <Form.Item name={[name, 'hint']} label={t('fields.hint')} className="planner-grow">
          <Input />
        </Form.Item>
      </div>
      {choice && (
        <Form.Item
          name={[name, 'items']}
          label={t('fields.options')}
          rules={[{ required: true, type: 'array', min: 1, message: translateServerMessage(choiceMessage(type)) }]}
          extra={t('planner.optionsHint')}
        >
          {/* eslint-disable-next-line @typescript-eslint/no-deprecated -- antd 6's Select reads `suffixIcon` itself (null hides the arrow); `suffix={null}` would let its default arrow through */}
          <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
        </Form.Item>
      )}
      <Form.Item name={[name, 'value']} label={t('fields.value')}>
        <FieldValueInput type={type} options={itemOptions} placeholder={placeholder} />
      </Form.Item>
    </div>
  );
}
