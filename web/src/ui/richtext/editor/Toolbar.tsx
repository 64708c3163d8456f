import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  EnterOutlined,
  ItalicOutlined,
  LineOutlined,
  MenuOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactEditor, useSlate } from 'slate-react';
import { HistoryEditor } from 'slate-history';
import { FilterSelect } from '../../select/FilterSelect';
import * as commands from './commands';
import { ImageWidthSlider } from './ImageWidthSlider';
import { acceptedImageTypes, selectedImage } from './images';
import { applyTableAction, caretCell, insertTable, type TableAction } from './tableCommands';
import type { Alignment, ListType, Mark, TextBlockType } from './types';

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onPress(): void;
}

/** A toolbar button that acts on mouse down, so the editor keeps its selection. */
function ToolButton({ label, icon, active, disabled, onPress }: ToolButtonProps) {
  const press = (event: MouseEvent) => {
    event.preventDefault();
    if (!disabled) onPress();
  };
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={false}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={press}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onPress())}
      />
    </Tooltip>
  );
}

const blockTypes: TextBlockType[] = [
  'paragraph',
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
];
const markIcons: [Mark, ReactNode][] = [
  ['bold', <BoldOutlined key="b" />],
  ['italic', <ItalicOutlined key="i" />],
  ['underline', <UnderlineOutlined key="u" />],
  ['strikethrough', <StrikethroughOutlined key="s" />],
];
const listIcons: [ListType, ReactNode][] = [
  ['bulleted-list', <UnorderedListOutlined key="ul" />],
  ['numbered-list', <OrderedListOutlined key="ol" />],
];
const alignIcons: [Alignment, ReactNode][] = [
  ['left', <AlignLeftOutlined key="l" />],
  ['center', <AlignCenterOutlined key="c" />],
  ['right', <AlignRightOutlined key="r" />],
  ['justify', <MenuOutlined key="j" />],
];
const tableActions: TableAction[] = [
  'rowAbove',
  'rowBelow',
  'columnLeft',
  'columnRight',
  'deleteRow',
  'deleteColumn',
  'mergeRight',
  'mergeDown',
  'splitCell',
  'headerRow',
  'headerColumn',
  'deleteTable',
];

interface ToolbarProps {
  /** Image upload shows only when the editor has a folder to upload into. */
  onImageFile?: (file: File) => void;
  uploading: boolean;
}

export function Toolbar({ onImageFile, uploading }: ToolbarProps) {
  const { t } = useTranslation('templates');
  const editor = useSlate();
  const fileInput = useRef<HTMLInputElement>(null);
  const blockType = commands.currentBlockType(editor);
  const alignment = commands.currentAlignment(editor);
  const image = selectedImage(editor);
  const inTable = caretCell(editor) !== null;
  const refocus = () => ReactEditor.focus(editor);

  return (
    <div className="rt-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <ToolButton
        label={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={editor.history.undos.length === 0}
        onPress={() => HistoryEditor.undo(editor)}
      />
      <ToolButton
        label={t('editor.redo')}
        icon={<RedoOutlined />}
        disabled={editor.history.redos.length === 0}
        onPress={() => HistoryEditor.redo(editor)}
      />
      <span className="rt-divider" />
      <FilterSelect
        size="small"
        aria-label={t('editor.blockType')}
        style={{ width: 130 }}
        value={blockType === 'list-item' || blockType === 'block-quote' ? 'paragraph' : blockType}
        onChange={(type: TextBlockType) => {
          commands.setBlockType(editor, type);
          refocus();
        }}
        options={blockTypes.map((type) => ({ value: type, label: t(`editor.blocks.${type as 'paragraph'}`) }))}
      />
      <span className="rt-divider" />
      {markIcons.map(([mark, icon]) => (
        <ToolButton
          key={mark}
          label={t(`editor.marks.${mark}`)}
          icon={icon}
          active={commands.isMarkActive(editor, mark)}
          onPress={() => commands.toggleMark(editor, mark)}
        />
      ))}
      <span className="rt-divider" />
      {listIcons.map(([type, icon]) => (
        <ToolButton
          key={type}
          label={t(`editor.lists.${type}`)}
          icon={icon}
          active={commands.isListActive(editor, type)}
          onPress={() => commands.toggleList(editor, type)}
        />
      ))}
      <span className="rt-divider" />
      {alignIcons.map(([align, icon]) => (
        <ToolButton
          key={align}
          label={t(`editor.align.${align}`)}
          icon={icon}
          active={alignment === align && align !== 'left'}
          onPress={() => commands.setAlignment(editor, align)}
        />
      ))}
      <span className="rt-divider" />
      <ToolButton
        label={t('editor.horizontalRule')}
        icon={<LineOutlined />}
        onPress={() => commands.insertHorizontalRule(editor)}
      />
      <ToolButton
        label={t('editor.lineBreak')}
        icon={<EnterOutlined />}
        onPress={() => commands.insertLineBreak(editor)}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'insert', label: t('editor.table.insert') },
            { type: 'divider' },
            ...tableActions.map((action) => ({
              key: action,
              label: t(`editor.table.${action}`),
              disabled: !inTable,
              danger: action === 'deleteTable',
            })),
          ],
          onClick: ({ key }) => {
            if (key === 'insert') insertTable(editor);
            else applyTableAction(editor, key as TableAction);
            refocus();
          },
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<TableOutlined />}
          aria-label={t('editor.table.menu')}
          onMouseDown={(event) => event.preventDefault()}
        >
          {t('editor.table.menu')}
        </Button>
      </Dropdown>
      {onImageFile && (
        <>
          <ToolButton
            label={t('editor.image.insert')}
            icon={<PictureOutlined />}
            disabled={uploading}
            onPress={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            accept={acceptedImageTypes.join(',')}
            style={{ display: 'none' }}
            tabIndex={-1}
            aria-hidden
            data-testid="rich-text-image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onImageFile(file);
            }}
          />
        </>
      )}
      {image && <ImageWidthSlider key={image.url} width={image.width ?? 100} label={t('editor.image.width')} />}
      <span className="rt-divider" />
      <ToolButton label={t('editor.clear')} icon={<ClearOutlined />} onPress={() => commands.clearFormatting(editor)} />
    </div>
  );
}
