import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cssColor } from '../../ui/colors';

interface ColorChoiceProps {
  choices: readonly string[];
  value?: string;
  onChange?(value: string): void;
}

/** Colour swatches as a radio group (keyboard: Tab to the group, arrows not needed — each swatch is a button). */
export function ColorChoice({ choices, value, onChange }: ColorChoiceProps) {
  const { t } = useTranslation('planning');
  const options = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <div role="radiogroup" aria-label={t('activity.color')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {options.map((color) => {
        const name = color.replace(/\s+darken-\d$/, '');
        const selected = color === value;
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t(`colors.${name as 'red'}`, { defaultValue: name })}
            title={t(`colors.${name as 'red'}`, { defaultValue: name })}
            onClick={() => onChange?.(color)}
            style={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              border: selected ? '2px solid #000' : '2px solid transparent',
              outline: 'none',
              background: cssColor(color),
              color: '#fff',
              cursor: 'pointer',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.15)',
            }}
          >
            {selected && <CheckOutlined />}
          </button>
        );
      })}
    </div>
  );
}
