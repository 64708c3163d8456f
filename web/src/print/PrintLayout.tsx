import {
  ArrowLeftOutlined,
  MenuOutlined,
  MinusOutlined,
  PictureOutlined,
  PlusOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { Button, Segmented, Switch, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useUrlState } from '../ui/urlState';
import { useWindowWidth } from '../ui/useWindowWidth';
import { DownloadPdfButton } from './DownloadPdfButton';
import type { PrintSettings, PrintType } from './printSettings';
import { FONT_SIZE, fontSizeFrom } from './printSettings';
import './print.css';

const PrintMenu = lazy(() => import('./PrintMenu'));

/** Below these widths the bar's buttons drop their words, one after another (001: 641, 517, 368, 280). */
const collapse = { pdf: 641, print: 517, back: 368, switch: 280 } as const;

/**
 * The print layout (001 section 2): back, print, Download PDF, font size 14 to 20 (17 to start), the school logo
 * toggle when the school has one, and on the assessment printer the Questions / Memorandum switch. Mode and font
 * size live in the URL (`mode=paper|memo`, `fontSize`), as the PDF renderer opens the page with them.
 */
export default function PrintLayout() {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('templates');
  const navigate = useNavigate();
  const location = useLocation();
  const width = useWindowWidth();
  const { params, update } = useUrlState();
  const match = /^\/app\/print\/(assessment|lesson)\/([^/]+)/.exec(location.pathname);
  const kind = (match?.[1] ?? 'lesson') as 'assessment' | 'lesson';
  const id = decodeURIComponent(match?.[2] ?? '');
  const isAssessment = kind === 'assessment';
  const fontSize = fontSizeFrom(params.get('fontSize'));
  const type: PrintType = isAssessment && params.get('mode') === 'memo' ? 'Memo' : 'Questions';
  const [showLogo, setShowLogo] = useState(params.get('logo') !== 'hide');
  const [hasLogo, setHasLogo] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const settings: PrintSettings = {
    fontSize,
    type,
    showLogo,
    setHasLogo: useCallback((value: boolean) => setHasLogo(value), []),
  };

  const setParam = (name: string, value: string) => update({ [name]: value }, { replace: true });

  const back = () => {
    if (location.key !== 'default' && window.history.length > 1) void navigate(-1);
    else void navigate(isAssessment ? '/app/assessments' : '/app/lessons');
  };

  return (
    <div className="print-layout">
      <header className="print-bar no-print" data-testid="print-bar">
        <Button icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('print.back')}>
          {width < collapse.back ? null : t('print.back')}
        </Button>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} aria-label={t('print.print')}>
          {width < collapse.print ? null : t('print.print')}
        </Button>
        <DownloadPdfButton
          kind={kind}
          id={id}
          mode={type === 'Memo' ? 'memo' : 'paper'}
          fontSize={fontSize}
          compact={width < collapse.pdf}
        />
        <span className="print-font" role="group" aria-label={t('print.fontSize')}>
          <Tooltip title={t('print.smaller')}>
            <Button
              icon={<MinusOutlined />}
              aria-label={t('print.smaller')}
              disabled={fontSize <= FONT_SIZE.min}
              onClick={() => setParam('fontSize', String(fontSize - FONT_SIZE.step))}
            />
          </Tooltip>
          <Typography.Text aria-live="polite" data-testid="print-font-size">
            {fontSize}
          </Typography.Text>
          <Tooltip title={t('print.larger')}>
            <Button
              icon={<PlusOutlined />}
              aria-label={t('print.larger')}
              disabled={fontSize >= FONT_SIZE.max}
              onClick={() => setParam('fontSize', String(fontSize + FONT_SIZE.step))}
            />
          </Tooltip>
        </span>
        {hasLogo && (
          <span className="print-logo-toggle">
            <PictureOutlined aria-hidden />
            <Switch
              size="small"
              checked={showLogo}
              aria-label={tt('print.schoolLogo')}
              onChange={(checked) => {
                setShowLogo(checked);
                setParam('logo', checked ? 'show' : 'hide');
              }}
            />
            {width < collapse.pdf ? null : <span>{tt('print.schoolLogo')}</span>}
          </span>
        )}
        {isAssessment && (
          <Segmented<PrintType>
            size={width < collapse.switch ? 'small' : 'middle'}
            value={type}
            onChange={(value) => setParam('mode', value === 'Memo' ? 'memo' : 'paper')}
            options={[
              { value: 'Questions', label: t('print.questions') },
              { value: 'Memo', label: t('print.memorandum') },
            ]}
          />
        )}
        <Button
          icon={<MenuOutlined />}
          aria-label={t('nav.openMenu')}
          onClick={() => setMenuOpen(true)}
          style={{ marginLeft: 'auto' }}
        />
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <PrintMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <main className="print-page" style={{ fontSize }}>
        <Outlet context={settings} />
      </main>
    </div>
  );
}
