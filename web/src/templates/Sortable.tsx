import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import type { DragEndEvent } from '@dnd-kit/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps {
  /** Stable ids of the items, in order (antd Form.List's field keys). */
  ids: (string | number)[];
  onMove(from: number, to: number): void;
  children: ReactNode;
}

/** A vertical list whose items are dragged by their handle (mouse, touch or keyboard: space, arrows, space). */
export function SortableList({ ids, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = ids.map(String);
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type SortableHandle = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'attributes' | 'listeners'>;

const HandleContext = createContext<SortableHandle | null>(null);

export function SortableItem({
  id,
  children,
  className,
}: {
  id: string | number;
  children: ReactNode;
  className?: string;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: String(id),
  });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <HandleContext.Provider value={{ setActivatorNodeRef, attributes, listeners }}>
      <div ref={setNodeRef} style={style} className={className}>
        {children}
      </div>
    </HandleContext.Provider>
  );
}

/** The drag handle of the enclosing SortableItem. */
export function DragHandle({ label }: { label: string }) {
  const sortable = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab' }}
      ref={sortable?.setActivatorNodeRef}
      {...sortable?.attributes}
      {...sortable?.listeners}
    />
  );
}

interface SortableCardProps {
  id: string | number;
  className: string;
  testId: string;
  /** The card's heading after its drag handle ('Step 2', 'Question 3'). */
  heading: ReactNode;
  dragLabel: string;
  removeLabel: string;
  removeConfirm: string;
  onRemove(): void;
  children: ReactNode;
}

/** An item of an editor's sortable list (a lesson step, a question): a card dragged by its title, removed after a confirmation. */
export function SortableCard({
  id,
  className,
  testId,
  heading,
  dragLabel,
  removeLabel,
  removeConfirm,
  onRemove,
  children,
}: SortableCardProps) {
  const { t } = useTranslation('templates');
  return (
    <SortableItem id={id}>
      <Card
        size="small"
        className={className}
        data-testid={testId}
        title={
          <span className="planner-step-title">
            <DragHandle label={dragLabel} />
            {heading}
          </span>
        }
        extra={
          <Popconfirm
            title={removeConfirm}
            okText={t('actions.remove')}
            cancelText={t('actions.cancel')}
            onConfirm={onRemove}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              {removeLabel}
            </Button>
          </Popconfirm>
        }
      >
        {children}
      </Card>
    </SortableItem>
  );
}
