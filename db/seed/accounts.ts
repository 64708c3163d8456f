/**
 * The four demo accounts (password Password1!) and the teacher's profile in Gauteng with its reporting row.
 */
import type { Database } from '../connect.ts';
import { ensureTeacherAccount, upsertAccount } from '../../server/auth/auth.service.ts';
import { insertModelRows } from './rows.ts';

export const demoPassword = 'Password1!';

const accounts: { email: string; groups: string[]; phoneNumber?: string }[] = [
  { email: 'superadmin@example.com', groups: ['superadmin', 'admin'] },
  { email: 'admin@example.com', groups: ['admin'] },
  { email: 'teacher@example.com', groups: ['teacher'], phoneNumber: '+27825550123' },
  { email: 'reporting@example.com', groups: ['reporting', 'admin'] },
];

const teacher = { title: 'Ms', name: 'Thandi', surname: 'Mokoena', language: 'English', province: 'Gauteng' };

export async function seedAccounts(db: Database, teacherSchoolId: string, now: Date): Promise<void> {
  for (const input of accounts) {
    const account = await upsertAccount(db, { ...input, password: demoPassword });
    if (!input.groups.includes('teacher')) continue;
    const { profileId } = await ensureTeacherAccount(db, account, {
      ...teacher,
      daysPerWeek: 5,
      translateI18n: 'en',
      teacherProfileSchoolId: teacherSchoolId,
    });
    await insertModelRows(db, 'reporting_teacher', [
      {
        ...teacher,
        email: account.email,
        phone: account.phoneNumber,
        registrationDate: now,
        roles: ['teacher'],
        productCount: 0,
        teacherprofileID: profileId,
        teacherProfileSchoolId: teacherSchoolId,
        owner: `${account.id}::${account.email}`,
      },
    ]);
  }
}
