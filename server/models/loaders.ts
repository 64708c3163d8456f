/**
 * Request-scoped DataLoaders for relations: one SQL statement per relation and request, whatever the number
 * of parent rows. Each applies the viewer's read rules.
 */
import DataLoader from 'dataloader';
import type { Database } from '../../db/connect.ts';
import { rowPredicate } from '../access/check.ts';
import type { Viewer } from '../access/rules.ts';
import { modelNamed } from './models.ts';
import { selectRowsByIds, toApiObject, type Row } from './repository.ts';

export class Loaders {
  private readonly byKey = new Map<string, DataLoader<string, Row[]>>();

  constructor(
    private readonly db: Database,
    private readonly viewer: Viewer,
  ) {}

  /** Rows of `modelName` whose `key` column equals each given value (key 'id' for rows by id). */
  rowsBy(modelName: string, key: string): DataLoader<string, Row[]> {
    const name = `${modelName}.${key}`;
    let loader = this.byKey.get(name);
    if (!loader) {
      const model = modelNamed(modelName);
      loader = new DataLoader<string, Row[]>(async (values) => {
        const rows = await selectRowsByIds(this.db, model, key, values, rowPredicate(modelName, this.viewer, 'read'));
        const grouped = new Map<string, Row[]>();
        for (const row of rows) {
          const value = String(row[key]);
          grouped.set(value, [...(grouped.get(value) ?? []), toApiObject(row)]);
        }
        return values.map((value) => grouped.get(value) ?? []);
      });
      this.byKey.set(name, loader);
    }
    return loader;
  }

  async byId(modelName: string, id: string | null | undefined): Promise<Row | null> {
    if (!id) return null;
    const [row] = await this.rowsBy(modelName, 'id').load(id);
    return row ?? null;
  }

  async byIds(modelName: string, ids: readonly string[]): Promise<Row[]> {
    const found = await this.rowsBy(modelName, 'id').loadMany(ids);
    return found.flatMap((rows) => (rows instanceof Error ? [] : rows));
  }
}
