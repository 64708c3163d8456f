/**
 * A welcome announcement to every teacher and one published communication.
 */
import type { Database } from '../connect.ts';
import { insertModelRows, slate } from './rows.ts';

export async function seedMessages(db: Database, now: Date): Promise<void> {
  await insertModelRows(db, 'announcement', [
    {
      title: 'Welcome to the new platform',
      sendTo: ['ALL'],
      readBy: [],
      message:
        'Welcome to the new platform! Plan your terms, build lessons and assessments, and find CAPS-aligned ' +
        'resources in the shop. Questions? Visit /contact-us and we will gladly help.',
    },
  ]);
  await insertModelRows(db, 'communication', [
    {
      subject: 'Plan your term in minutes',
      body: slate(
        'Your calendar now shows the school terms, biweeks and public holidays for your province.',
        'Add your timetable on your profile, then drag lessons and assessments onto the calendar. Use the coupon WELCOME10 for 10% off your first downloadable resources.',
      ),
      images: [],
      video: null,
      sendTo: ['ALL'],
      show: ['SUBJECT', 'BODY'],
      publishDate: now,
    },
  ]);
}
