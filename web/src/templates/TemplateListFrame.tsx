import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTemplateChoice } from './NewTemplateChoice';
import type { TemplateReference } from './referenceData';
import type { TemplateListScreen } from './useTemplateListScreen';

/** The dialog that lists the shared templates a teacher may start from. */
export interface TemplatePickerDialogProps<T> {
  reference: TemplateReference;
  onCreate(template: T): void;
  onCancel(): void;
}

/** The full-screen editor of one record (none: a new one). */
export interface TemplateEditorDialogProps<T, Draft> {
  record: T | null;
  /** What a new record starts from: the unsaved copy of a shared template (none: blank). */
  startFrom?: T | null;
  shared: boolean;
  reference: TemplateReference;
  onSave(draft: Draft): Promise<unknown>;
  onClose(): void;
}

interface TemplateListFrameProps<T extends { id: string }, Draft, Shared extends { id: string }> {
  screen: TemplateListScreen<T, Draft>;
  reference: TemplateReference;
  testId: string;
  title: string;
  /** The New button and the choice it opens for teachers: from a shared template or blank. */
  newTexts: { new: string; fromTemplate: string; blank: string };
  /** More toolbar controls after the search (the lessons' school filter). */
  filters?: ReactNode;
  Picker: ComponentType<TemplatePickerDialogProps<Shared>>;
  Editor: ComponentType<TemplateEditorDialogProps<T, Draft>>;
  /** The table. */
  children: ReactNode;
}

/**
 * A template list screen (lessons, assessments): title, toolbar (search, filters, New), the table, and the dialogs
 * the URL asks for: the choice between a shared template and a blank one, the picker, the editor.
 */
export function TemplateListFrame<T extends { id: string }, Draft, Shared extends { id: string }>(
  props: TemplateListFrameProps<T, Draft, Shared>,
) {
  const { screen, reference, testId, title, newTexts, filters, Picker, Editor, children } = props;
  const { t } = useTranslation('templates');
  const { params, offlineReason, teacher, editing } = screen;
  return (
    <section className="page-section" data-testid={testId}>
      <Typography.Title level={2}>{title}</Typography.Title>
      <div className="template-toolbar">
        <Input.Search
          className="template-search"
          allowClear
          placeholder={t('actions.search')}
          aria-label={t('actions.search')}
          defaultValue={params.search}
          onChange={(event) => params.setSearch(event.target.value)}
        />
        {filters}
        <span className="template-spacer" />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={Boolean(offlineReason)}
          title={offlineReason ?? undefined}
          onClick={() => params.open(teacher ? 'choose' : 'new')}
        >
          {newTexts.new}
        </Button>
      </div>
      {children}
      {params.dialog === 'choose' && (
        <NewTemplateChoice
          title={newTexts.new}
          fromTemplateLabel={newTexts.fromTemplate}
          blankLabel={newTexts.blank}
          onTemplate={() => params.open('pick')}
          onBlank={() => params.open('new')}
          onCancel={params.close}
        />
      )}
      {params.dialog === 'pick' && (
        <Picker reference={reference} onCreate={screen.startFromTemplate} onCancel={params.close} />
      )}
      {screen.editorOpen && (
        <Editor
          key={editing?.id ?? `new:${params.copyFrom ?? ''}`}
          record={editing}
          startFrom={screen.startFrom}
          shared={!teacher}
          reference={reference}
          onSave={screen.saveEditing}
          onClose={params.close}
        />
      )}
    </section>
  );
}
