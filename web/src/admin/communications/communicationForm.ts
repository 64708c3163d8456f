/**
 * The communication dialog's values and the API's (002 sections 2, 4, 9): publish time on the South African clock
 * as the catalogue's pickers read it, and the same rules as the server (domain/communication-rules.ts).
 */
import type { Dayjs } from 'dayjs';
import {
  communicationErrors,
  storedCommunication,
  type CommunicationValues,
} from '../../../../server/domain/communication-rules.ts';
import type { CommunicationFieldsFragment, CreateCommunicationInput } from '../../gql/graphql';
import { fromPickerTime, toPickerTime } from '../products/catalogue/format';

export type CommunicationRecord = CommunicationFieldsFragment;

export interface CommunicationFormValues {
  subject: string;
  publishDate: Dayjs | null;
  sendTo: string[];
  video: string;
  images: string[];
  body: unknown;
  show: string[];
}

export function communicationFormValues(record: CommunicationRecord | null): CommunicationFormValues {
  return {
    subject: record?.subject ?? '',
    publishDate: toPickerTime(record?.publishDate),
    sendTo: [...(record?.sendTo ?? [])],
    video: record?.video ?? '',
    images: [...(record?.images ?? [])],
    body: record?.body ?? null,
    show: [...(record?.show ?? [])],
  };
}

/** The parts of the form the shared rules read. */
export function ruleValues(values: CommunicationFormValues): CommunicationValues {
  return { ...values, publishDate: fromPickerTime(values.publishDate) };
}

/** The communication as the API takes it, in the stored forms the server would make of it. */
export function communicationInput(values: CommunicationFormValues): Omit<CreateCommunicationInput, 'id'> {
  const stored = storedCommunication(ruleValues(values));
  return {
    ...stored,
    body: values.body ?? null,
    publishDate: fromPickerTime(values.publishDate),
  };
}

/** The message of the shared rules for a form field, as the server would answer it (never the placeholder's pass). */
export function communicationFormErrors(values: CommunicationFormValues): Record<string, string> {
  return communicationErrors(ruleValues(values));
}
