import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssessmentQuestion, CognitiveLevel } from '../../../../server/domain/template-rules.ts';
import { cognitiveLevelGrid, cognitiveLevelWarning } from '../../../../server/domain/template-rules.ts';
import { currentLanguage } from '../../core/i18n/i18n';
import { marksText } from '../../print/paperWords';

interface Props {
  questions: readonly AssessmentQuestion[];
  levels: readonly CognitiveLevel[] | null;
}

/**
 * The non-blocking warning of 001 section 5, word for word in English: "Cognitive level 'X' exceed the allowed
 * percentage of Total Marks." (plural for several).
 */
export function CognitiveLevelWarning({ questions, levels }: Props) {
  const { t } = useTranslation('templates');
  const english = cognitiveLevelWarning(questions, levels);
  if (!english) return null;
  const exceeding = cognitiveLevelGrid(questions, levels)
    .rows.filter((row) => row.exceeds)
    .map((row) => `'${row.label}'`);
  const text =
    currentLanguage() === 'en'
      ? english
      : t(exceeding.length === 1 ? 'grid.warningOne' : 'grid.warningMany', { levels: exceeding.join(', ') });
  return (
    <Alert
      type="warning"
      showIcon
      title={text}
      role="status"
      data-testid="cognitive-warning"
      className="assessment-warning"
    />
  );
}

/** Per cognitive level: the taxonomy's target, the marks of the fields at that level and their share of the paper. */
export function CognitiveLevelGrid({ questions, levels }: Props) {
  const { t } = useTranslation('templates');
  const grid = cognitiveLevelGrid(questions, levels);
  const rows = grid.rows.map((row) => ({ ...row, key: row.label }));
  return (
    <div className="template-panel" data-testid="cognitive-grid">
      <Typography.Title level={5}>{t('grid.title')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('grid.empty') }}
        rowClassName={(row) => (row.exceeds ? 'grid-exceeds' : '')}
        columns={[
          { key: 'label', dataIndex: 'label', title: t('grid.level') },
          {
            key: 'target',
            title: t('grid.target'),
            render: (_, row) => (row.target === null ? '–' : `${row.target} %`),
          },
          { key: 'marks', title: t('grid.marks'), render: (_, row) => marksText(row.marks) },
          { key: 'percentage', title: t('grid.percentage'), render: (_, row) => `${row.percentage} %` },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('grid.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2}>
              <strong data-testid="total-marks">{marksText(grid.totalMarks)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3}>
              {grid.unassignedMarks > 0 ? t('grid.unassigned', { marks: marksText(grid.unassignedMarks) }) : ''}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}
