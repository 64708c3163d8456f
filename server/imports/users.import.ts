/**
 * The users CSV: one teacher per row, created as Create Teacher creates one (customers/create-teacher.service.ts):
 * the account in the teacher group without a usable password, its teacher profile, its reporting teacher and, unless
 * the admin chose otherwise, the set-password e-mail. A row whose e-mail already has an account is skipped.
 */
import type { Database } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import {
  checkTeacher,
  createTeacherMessages,
  insertTeachers,
  unusablePasswordHash,
  type TeacherValues,
} from '../customers/create-teacher.service.ts';
import { internationalPhone } from '../domain/validators.ts';
import { toApiObject } from '../models/repository.ts';
import { columnValues, type CsvImporter, type UnitDecision } from './importer.ts';

export const userColumns = ['email', 'title', 'name', 'surname', 'phone', 'province', 'language', 'school'] as const;

interface UserPayload {
  teacher: TeacherValues;
}

/** One unknown password hash per server: hashing is slow on purpose, and nobody knows the password behind it. */
let sharedHash: Promise<string> | undefined;

async function existingEmails(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('account').select('email').where('email', 'in', emails).execute();
  return new Set(rows.map((row) => row.email));
}

export const usersImporter: CsvImporter<UserPayload> = {
  kind: 'users',
  columns: userColumns,
  example: ['thandi@example.com', 'Ms', 'Thandi', 'Mokoena', '082 123 4567', 'Gauteng', 'English', ''],
  missingColumns: (header) => (header.includes('email') ? [] : ['email']),
  batchSize: 100,

  async check(ctx: RequestContext, units, seen) {
    const checked = await Promise.all(
      units.map(async (unit) => {
        const row = unit.rows[0];
        const values = columnValues(userColumns, row);
        const result = await checkTeacher(ctx, {
          email: values.email,
          title: values.title,
          name: values.name,
          surname: values.surname,
          phone: values.phone,
          province: values.province,
          language: values.language,
          school: values.school,
        });
        return { values, result };
      }),
    );
    const stored = await existingEmails(
      ctx.db,
      checked
        .filter((entry) => Object.keys(entry.result.errors).length === 0)
        .map((entry) => entry.result.values.email),
    );
    return checked.map(({ values, result }): UnitDecision<UserPayload> => {
      // As stored: the e-mail without spaces, the phone in its international form (a leading 0 becomes +27).
      const phone = result.values.phone ? internationalPhone(result.values.phone) : '';
      const shown = [{ ...values, email: result.values.email, phone }];
      const problems = Object.values(result.errors);
      if (problems.length > 0) return { status: 'invalid', message: problems.join('; '), shown };
      const email = result.values.email;
      if (stored.has(email) || seen.has(email))
        return { status: 'skipped', message: createTeacherMessages.exists, shown };
      seen.add(email);
      return { status: 'new', message: null, shown, payload: { teacher: result.values } };
    });
  },

  async applyBatch(ctx, trx, payloads, options) {
    sharedHash ??= unusablePasswordHash();
    const inserted = await insertTeachers(
      trx,
      ctx.app.jobs,
      payloads.map((payload) => payload.teacher),
      await sharedHash,
      options.sendEmails,
    );
    const byEmail = new Map(inserted.map((teacher) => [teacher.email, teacher]));
    return {
      results: payloads.map((payload) =>
        byEmail.has(payload.teacher.email)
          ? { created: true }
          : { created: false, message: createTeacherMessages.exists },
      ),
      after: () => {
        for (const teacher of inserted)
          ctx.app.changes.publish('TeacherProfile', 'create', toApiObject(teacher.profile));
      },
    };
  },
};
