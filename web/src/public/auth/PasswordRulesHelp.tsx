import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** The password policy (000 section 5): at least 8 characters with a digit, a special character, upper and lower case. */
export function PasswordRulesHelp() {
  const { t } = useTranslation();
  const rules = [
    t('auth.ruleLength'),
    t('auth.ruleDigit'),
    t('auth.ruleSpecial'),
    t('auth.ruleUpper'),
    t('auth.ruleLower'),
  ];
  return (
    <Popover
      title={t('auth.passwordRules')}
      trigger={['click', 'hover']}
      content={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      }
    >
      <Button type="link" size="small" icon={<QuestionCircleOutlined />} style={{ paddingInline: 0 }}>
        {t('auth.passwordRules')}
      </Button>
    </Popover>
  );
}
