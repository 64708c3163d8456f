import { ApolloError, useMutation } from '@apollo/client';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordError } from '../../../../server/domain/validators.ts';
import { useAuth } from '../../core/auth/authContext';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { graphql } from '../../gql';
import { LinkButton } from '../../ui/LinkButton';
import { sharedRule } from '../../ui/record/sharedRule';
import { useUrlState } from '../../ui/urlState';
import { PasswordRulesHelp } from './PasswordRulesHelp';

export const SetPasswordWithTokenDocument = graphql(`
  mutation SetPasswordWithToken($token: String!, $password: String!) {
    setPasswordWithToken(token: $token, password: $password)
  }
`);

interface PasswordValues {
  password: string;
  confirm: string;
}

/**
 * /auth/set-password?token=…: the page of the link a new teacher gets by e-mail (Create Teacher). She chooses her
 * password, is signed in with it and goes to her app. The link works once and expires: then the server's message
 * and the way to the sign-in page.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('adminCustomers');
  const { t: tCommon } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const token = useUrlState().text('token');
  const [form] = Form.useForm<PasswordValues>();
  const [setPassword] = useMutation(SetPasswordWithTokenDocument);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Worded at render time: a language switch rewords it.
  const error = token ? failure : t('setPassword.missingToken');

  const onFinish = async ({ password }: PasswordValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const { data } = await setPassword({ variables: { token, password } });
      if (!data) throw new Error(t('setPassword.networkError'));
      await signIn(data.setPasswordWithToken, password);
      void navigate('/app', { replace: true });
    } catch (refusal) {
      setSubmitting(false);
      // A password the policy refuses belongs under its field; a used or expired link is the page's message.
      const passwordErrors = fieldErrorsOf(refusal).filter(({ name }) => name === 'password');
      if (passwordErrors.length > 0) form.setFields(passwordErrors.map(({ errors }) => ({ name: 'password', errors })));
      else if (refusal instanceof ApolloError && refusal.graphQLErrors.length === 0)
        setFailure(t('setPassword.networkError'));
      else setFailure(messageOf(refusal));
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('setPassword.title')}
        </Typography.Title>
        <Typography.Paragraph>{tAccount('setPassword.intro')}</Typography.Paragraph>
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={error}
            style={{ marginBottom: 16 }}
            action={
              <Space orientation="vertical">
                <LinkButton to="/auth/forgot-password" size="small" type="primary">
                  {tAccount('setPassword.newLink')}
                </LinkButton>
                <LinkButton to="/auth" size="small">
                  {t('setPassword.toSignIn')}
                </LinkButton>
              </Space>
            }
          />
        )}
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={!token}
          onFinish={(values) => void onFinish(values)}
          aria-label={t('setPassword.title')}
        >
          <Form.Item
            label={t('setPassword.password')}
            name="password"
            rules={[sharedRule(() => passwordError(form.getFieldValue('password') as string | undefined))]}
            extra={<PasswordRulesHelp />}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('setPassword.confirm')}
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('setPassword.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  if (value && value !== getFieldValue('password')) throw new Error(t('setPassword.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('setPassword.save')}
            </Button>
            <LinkButton to="/auth" type="link" style={{ paddingInline: 0 }}>
              {tCommon('auth.signIn')}
            </LinkButton>
          </Space>
        </Form>
      </section>
    </div>
  );
}
