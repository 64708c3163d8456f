import { DeleteOutlined, HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileNameOf, fileUrl } from '../../../ui/upload';
import { FolderUpload, useFileKeys, type FileKeysFieldProps } from './FolderUpload';
import { sortableStyle, useDragSensors } from './sortable';

function SortableImage({ imageKey, disabled, onRemove }: { imageKey: string; disabled?: boolean; onRemove(): void }) {
  const { t } = useTranslation('adminCatalogue');
  const sortable = useSortable({ id: imageKey, disabled });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = sortable;
  const name = fileNameOf(imageKey);
  return (
    <li ref={setNodeRef} className="catalogue-image" data-testid="catalogue-image" style={sortableStyle(sortable)}>
      <img src={fileUrl(imageKey)} alt={name} loading="lazy" />
      <div className="catalogue-image-bar">
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('images.drag', { name })}
          disabled={disabled}
          {...attributes}
          {...listeners}
        />
        <Typography.Text ellipsis className="catalogue-image-name">
          {name}
        </Typography.Text>
        <Dropdown
          disabled={disabled}
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'remove',
                label: t('images.remove'),
                icon: <DeleteOutlined />,
                danger: true,
                onClick: onRemove,
              },
            ],
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('images.menu', { name })} />
        </Dropdown>
      </div>
    </li>
  );
}

/** Images of a product or bundle: upload (resized by the server), drag to reorder (the first is the cover), remove. */
export function ImagesField({
  value = [],
  onChange,
  folder,
  disabled,
  onUploaded,
  onRemove,
  onBusyChange,
}: FileKeysFieldProps) {
  const { t } = useTranslation('adminCatalogue');
  const keys = useFileKeys({ value, onChange, onUploaded });
  const sensors = useDragSensors();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange?.(arrayMove(value, value.indexOf(String(active.id)), value.indexOf(String(over.id))));
  };

  return (
    <div className="catalogue-images">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={value} strategy={rectSortingStrategy}>
          <ul className="catalogue-image-grid">
            {value.map((key) => (
              <SortableImage
                key={key}
                imageKey={key}
                disabled={disabled}
                onRemove={() =>
                  void onRemove(key).then((remove) => {
                    if (remove) keys.remove(key);
                  })
                }
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <FolderUpload
        folder={folder}
        accept="image/png,image/jpeg,image/gif,image/bmp,image/webp"
        label={t('images.upload')}
        testId="images-upload"
        saveFirst={t('images.saveFirst')}
        disabled={disabled}
        onBusyChange={onBusyChange}
        onUploaded={keys.uploaded}
      />
    </div>
  );
}
