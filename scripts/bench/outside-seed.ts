/**
 * The data of the outside comparison (outside.ts), in a process of its own: migrations, the shop's 20,000 products
 * (products.ts), their content files and videos (the admin table's counts), a teacher and an admin who sign in
 * through the server, and the calendar: the teacher's week of lessons among 20,000 activities of other teachers.
 * Usage: node --import tsx scripts/bench/outside-seed.ts (with DATABASE_URL or DATA_DIR); prints one JSON line.
 */
import { sql, type Insertable } from 'kysely';
import { openDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { ProductContent, TeacherActivity } from '../../db/types.ts';
import { ensureTeacherAccount, upsertAccount } from '../../server/auth/auth.service.ts';
import { loadProducts, productCount } from './products.ts';

export const benchPassword = 'Bench-password-28';
export const teacherEmail = 'bench-teacher@example.com';
export const adminEmail = 'bench-admin@example.com';
/** Eight lessons a day, Monday to Friday. */
export const weekOfLessons = 40;
const otherActivities = 20_000;
const batchSize = 1000;

/** What the seed tells outside.ts: the teacher's ids (the bare handler and PostGraphile read her rows by them). */
export interface Seeded {
  teacherUserId: string;
  teacherProfileId: string;
  /** The Monday of her week (ISO). */
  weekStart: string;
}

/** The Monday of the current week, 00:00 UTC. */
export function thisMonday(now = new Date()): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

async function seed(): Promise<Seeded> {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? '',
  });
  try {
    const { db } = handle;
    await migrateToLatest(db);
    await loadProducts(db);
    const now = Date.now();

    const content: Insertable<ProductContent>[] = [];
    for (let i = 0; i < productCount; i += 2) {
      const id = `prod-${String(i).padStart(5, '0')}`;
      content.push({
        id: `content-${id}`,
        productId: id,
        fileKeys: JSON.stringify(Array.from({ length: 1 + (i % 4) }, (_, k) => `Products/${id}/file-${k}.pdf`)),
        urls: JSON.stringify(i % 6 === 0 ? ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'] : []),
        _lastChangedAt: now,
      });
    }
    for (let start = 0; start < content.length; start += batchSize)
      await db
        .insertInto('product_content')
        .values(content.slice(start, start + batchSize))
        .execute();

    await upsertAccount(db, { email: adminEmail, password: benchPassword, groups: ['admin'] });
    const teacherAccount = await upsertAccount(db, {
      email: teacherEmail,
      password: benchPassword,
      groups: ['teacher'],
    });
    const { account: teacher, profileId } = await ensureTeacherAccount(db, teacherAccount);

    const monday = thisMonday();
    const hour = 60 * 60 * 1000;
    const activity = (
      id: string,
      start: number,
      owner: { id: string; email: string },
      profile: string,
    ): Insertable<TeacherActivity> => ({
      id,
      label: `Lesson ${id.slice(-4)}`,
      type: 'Lesson',
      startDateTime: new Date(start),
      endDateTime: new Date(start + hour),
      color: '#1677ff',
      teacherprofileID: profile,
      teachersubjecttemplateID: null,
      repeatID: null,
      owner: `${owner.id}::${owner.email}`,
      ownerId: owner.id,
      _lastChangedAt: now,
    });
    const activities: Insertable<TeacherActivity>[] = [];
    for (let i = 0; i < weekOfLessons; i += 1) {
      const start = monday.getTime() + Math.floor(i / 8) * 24 * hour + (6 + (i % 8)) * hour;
      activities.push(activity(`bench-lesson-${String(i).padStart(4, '0')}`, start, teacher, profileId));
    }
    for (let i = 0; i < otherActivities; i += 1) {
      const teacherNo = i % 500;
      const start = monday.getTime() + ((i % 300) - 150) * 24 * hour + (6 + (i % 8)) * hour;
      activities.push(
        activity(
          `other-lesson-${String(i).padStart(5, '0')}`,
          start,
          { id: `other-teacher-${teacherNo}`, email: `t${teacherNo}@example.com` },
          `other-profile-${teacherNo}`,
        ),
      );
    }
    for (let start = 0; start < activities.length; start += batchSize)
      await db
        .insertInto('teacher_activity')
        .values(activities.slice(start, start + batchSize))
        .execute();
    await sql`analyze product_content, teacher_activity`.execute(db);
    return { teacherUserId: teacher.id, teacherProfileId: profileId, weekStart: monday.toISOString() };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await seed()));
