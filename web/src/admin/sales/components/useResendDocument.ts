import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import { useNotices } from '../../../ui/notices';
import { ResendOrderDocumentDocument } from '../operations';
import { useDocumentWords } from './useDocumentWords';

/**
 * Mails a document of an order to its teacher again (issue 27): one document by id, or without one the order's
 * newest invoice (its order confirmation while it has none). A notice says what was queued for whom (the address the
 * server names, else the teacher's); the mail log of an open dialog is read again. `resending` is the key of the
 * send in flight.
 */
export function useResendDocument() {
  const { t } = useTranslation('adminSales');
  const { message } = useNotices();
  const documentName = useDocumentWords();
  const [mutate] = useMutation(ResendOrderDocumentDocument, { refetchQueries: ['OrderMails'] });
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (orderId: string, documentId: string | null, teacher: string) => {
    const key = documentId ?? orderId;
    setResending(key);
    try {
      const { data } = await mutate({ variables: { orderId, documentId } });
      const mail = data?.resendOrderDocument;
      if (mail)
        message.success(
          t('documents.queued', {
            document: documentName(mail.kind),
            number: mail.number,
            to: mail.to || teacher || t('mails.theTeacher'),
          }),
          5,
        );
    } catch (error) {
      message.error(messageOf(error), 6);
    } finally {
      setResending((current) => (current === key ? null : current));
    }
  };

  return { resend, resending };
}
