import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { useBotCheckedSubmit } from './useBotCheckedSubmit';

interface SendFormFooterProps {
  submit: Pick<ReturnType<typeof useBotCheckedSubmit>, 'bot' | 'error' | 'submitting' | 'submitted'>;
  /** The form's fields hold what the server will take. */
  submittable: boolean;
  online: boolean;
  texts: { needsConnection: string; send: string; thanks: string };
}

/**
 * The end of a message form (contact, support): why it cannot be sent offline, the server's refusal, the bot check
 * and Send, which thanks the sender and stays disabled once the message is sent.
 */
export function SendFormFooter({ submit, submittable, online, texts }: SendFormFooterProps) {
  const { bot, error, submitting, submitted } = submit;
  return (
    <>
      {!online && !submitted && (
        <Alert type="info" showIcon title={texts.needsConnection} style={{ marginBottom: 16 }} />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {!submitted && bot.element}
      <Button
        type="primary"
        htmlType="submit"
        icon={submitted ? <CheckOutlined /> : <SendOutlined />}
        loading={submitting}
        disabled={submitted || !submittable || !online}
      >
        {submitted ? texts.thanks : texts.send}
      </Button>
    </>
  );
}
