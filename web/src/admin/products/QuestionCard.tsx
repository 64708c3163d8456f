import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Button, Card, Form, Input, Select, Switch } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { questionErrors } from '../../../../server/domain/catalogue-rules';
import { fieldTypes, isChoiceType } from '../../../../server/domain/field-types';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { sortableStyle } from './catalogue/sortable';
import type { QuestionValues } from './productForm';

interface QuestionCardProps {
  field: FormListFieldData;
  index: number;
  disabled?: boolean;
  onRemove(): void;
}

/** The spec's rule for one field of a question, as an antd validator with the spec's message. */
function questionRule(name: number, field: 'label' | 'type' | 'items') {
  return ({ getFieldValue }: { getFieldValue(name: (string | number)[]): unknown }) => ({
    validator: async () => {
      const question = (getFieldValue(['questions', name]) ?? {}) as QuestionValues;
      const message = questionErrors(question)[field];
      if (message) throw new Error(translateServerMessage(message));
    },
  });
}

/** One question of the product (shown to the buyer at checkout): a draggable panel (002 §2). */
export function QuestionCard({ field, index, disabled, onRemove }: QuestionCardProps) {
  const { t } = useTranslation('adminCatalogue');
  const id = String(field.key);
  const sortable = useSortable({ id, disabled });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = sortable;
  const label = Form.useWatch<string | undefined>(['questions', field.name, 'label']);
  const typeOptions = fieldTypes.map((type) => ({
    value: type,
    label: t(`questionTypes.${type === 'Multi Select' ? 'MultiSelect' : type}`),
  }));

  return (
    <Card
      ref={setNodeRef}
      size="small"
      className="question-card"
      data-testid="question-card"
      style={{ ...sortableStyle(sortable), position: 'relative' }}
      title={
        <span className="question-card-title">
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size="small"
            icon={<HolderOutlined />}
            aria-label={t('questions.drag', { number: index + 1 })}
            disabled={disabled}
            {...attributes}
            {...listeners}
          />
          {t('questions.heading', { number: index + 1 })}
          {label ? `: ${label}` : ''}
        </span>
      }
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('questions.remove', { number: index + 1 })}
          disabled={disabled}
          onClick={onRemove}
        />
      }
    >
      <div className="form-row">
        <Form.Item name={[field.name, 'type']} label={t('questions.type')} rules={[questionRule(field.name, 'type')]}>
          <FilterSelect options={typeOptions} placeholder={t('questions.type')} />
        </Form.Item>
        <Form.Item
          name={[field.name, 'label']}
          label={t('questions.label')}
          rules={[questionRule(field.name, 'label')]}
        >
          <Input />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item name={[field.name, 'hint']} label={t('questions.hint')}>
          <Input />
        </Form.Item>
        <Form.Item name={[field.name, 'placeholder']} label={t('questions.placeholder')}>
          <Input />
        </Form.Item>
        <Form.Item name={[field.name, 'required']} label={t('questions.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Form.Item noStyle dependencies={[['questions', field.name, 'type']]}>
        {({ getFieldValue }) =>
          isChoiceType(getFieldValue(['questions', field.name, 'type'])) ? (
            <Form.Item
              name={[field.name, 'items']}
              label={t('questions.items')}
              rules={[questionRule(field.name, 'items')]}
              extra={t('questions.itemsHelp')}
            >
              <Select mode="tags" open={false} tokenSeparators={[',']} placeholder={t('questions.itemsPlaceholder')} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </Card>
  );
}
