/**
 * What a teacher owns: bought (products and bundles of their PAID orders, and the products inside those
 * bundles, 000 section 4) and subscribed (the legacy productSubscriptions of their profile). Each is a SQL
 * subquery of ids, so a library page filters on it in the same statement.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { Viewer } from '../access/rules.ts';

export type Ownership = 'BOUGHT' | 'SUBSCRIBED' | 'OWNED';

const jsonArray = (column: RawBuilder<unknown>) =>
  sql`case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end`;

/** `userId` is an account id, or a column holding one (to count per teacher in one statement). */
export function boughtIds(userId: string | RawBuilder<unknown>): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`
    with paid_items as (
      select item ->> 'id' as id
      from teacher_products_order o cross join lateral jsonb_array_elements(${jsonArray(sql.ref('o.orderProducts'))}) as item
      where o.${sql.ref('ownerId')} = ${userId} and o.${sql.ref('orderStatus')} = 'PAID' and o._deleted = false
    )
    select id from paid_items where id is not null
    union
    select member.id
    from product_bundle b cross join lateral jsonb_array_elements_text(${jsonArray(sql.ref('b.products'))}) as member(id)
    where b.id in (select id from paid_items)`;
}

export function subscribedIds(userId: string): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`
    select subscription ->> 'productId' as id
    from teacher_profile p cross join lateral jsonb_array_elements(${jsonArray(sql.ref('p.productSubscriptions'))}) as subscription
    where p.${sql.ref('ownerId')} = ${userId} and p._deleted = false`;
}

export function ownedIds(userId: string, ownership: Ownership): RawBuilder<{ id: string }> {
  if (ownership === 'BOUGHT') return boughtIds(userId);
  if (ownership === 'SUBSCRIBED') return subscribedIds(userId);
  return sql<{ id: string }>`${boughtIds(userId)} union ${subscribedIds(userId)}`;
}

export async function listBoughtIds(db: Database, userId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`select id from (${boughtIds(userId)}) bought order by id`.execute(db);
  return result.rows.map((row) => row.id);
}

/** Owners (bought or subscribed) and admins may open a product's content. */
export async function mayOpenProduct(db: Database, viewer: Viewer, productId: string): Promise<boolean> {
  if (viewer.groups.includes('admin')) return true;
  if (!viewer.userId) return false;
  const result = await sql<{ owned: boolean }>`select exists (
      select 1 from (${ownedIds(viewer.userId, 'OWNED')}) owned where owned.id = ${productId}
    ) as owned`.execute(db);
  return result.rows[0]?.owned;
}
