/** The announcement dialog's values and the rules it shares with the server (server/domain/announcement.ts). */
import { announcementErrors, everyone, normaliseSendTo } from '../../../../server/domain/announcement.ts';

export interface AnnouncementRecord {
  id: string;
  title?: string | null;
  sendTo?: string[] | null;
  readBy?: string[] | null;
  message?: string | null;
  _version: number;
}

export interface AnnouncementFormValues {
  title: string;
  sendTo: string[];
  message: string;
}

/** A new announcement goes to everyone until the admin picks teachers. */
export function announcementFormValues(record: AnnouncementRecord | null): AnnouncementFormValues {
  return {
    title: record?.title ?? '',
    sendTo: record ? (record.sendTo ?? []) : [everyone],
    message: record?.message ?? '',
  };
}

export function announcementFormErrors(values: Partial<AnnouncementFormValues>): Record<string, string | undefined> {
  return announcementErrors(values);
}

/** What create and update send: readBy is never sent (the teachers' Read writes it). */
export function announcementInput(values: AnnouncementFormValues) {
  return {
    title: values.title.trim(),
    sendTo: normaliseSendTo(values.sendTo),
    message: values.message === '' ? null : values.message,
  };
}
