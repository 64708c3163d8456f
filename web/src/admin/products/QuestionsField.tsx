import { PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDragSensors } from './catalogue/sortable';
import { QuestionCard } from './QuestionCard';

/** The questions builder: add, remove and drag to reorder (Form.List `questions`). */
export function QuestionsField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('adminCatalogue');
  const sensors = useDragSensors();

  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => {
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          const from = fields.findIndex((field) => String(field.key) === String(active.id));
          const to = fields.findIndex((field) => String(field.key) === String(over.id));
          if (from >= 0 && to >= 0) move(from, to);
        };
        return (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={fields.map((field) => String(field.key))} strategy={verticalListSortingStrategy}>
                {fields.map((field, index) => (
                  <QuestionCard
                    key={field.key}
                    field={field}
                    index={index}
                    disabled={disabled}
                    onRemove={() => remove(field.name)}
                  />
                ))}
              </SortableContext>
            </DndContext>
            <Button
              icon={<PlusOutlined />}
              disabled={disabled}
              onClick={() =>
                add({
                  type: 'Text',
                  label: '',
                  hint: null,
                  placeholder: null,
                  required: false,
                  items: [],
                  value: null,
                })
              }
            >
              {t('questions.add')}
            </Button>
          </Space>
        );
      }}
    </Form.List>
  );
}
