/**
 * Request-scoped DataLoaders for relations: one SQL statement per relation and request, whatever the number
 * of parent rows. Each applies the viewer's read rules.
 */
import DataLoader from 'dataloader';
import type { Database } from '../../db/connect.ts';
import { rowPredicate } from '../access/check.ts';
import type { Viewer } from '../access/rules.ts';
import type { ModelObject } from './declaration.ts';
import { modelNamed, type ModelName, type TableOf } from './models.ts';
import { selectRowsByIds, toApiObject, type Row } from './repository.ts';

/** Rows of the model called `Name`, as the API shows them. */
type ObjectOf<Name extends ModelName> = ModelObject<TableOf<Name>>;

export class Loaders {
  /** One loader per model and key column; each holds the rows of the model its name says (rowsBy). */
  private readonly byKey = new Map<string, DataLoader<string, never[]>>();

  constructor(
    private readonly db: Database,
    private readonly viewer: Viewer,
  ) {}

  /** Rows of `modelName` whose `key` column equals each given value (key 'id' for rows by id). */
  rowsBy<Name extends ModelName>(modelName: Name, key: string): DataLoader<string, ObjectOf<Name>[]> {
    const name = `${modelName}.${key}`;
    let loader = this.byKey.get(name) as DataLoader<string, ObjectOf<Name>[]> | undefined;
    if (!loader) {
      const model = modelNamed<Name>(modelName);
      loader = new DataLoader<string, ObjectOf<Name>[]>(async (values) => {
        const rows = await selectRowsByIds(this.db, model, key, values, rowPredicate(modelName, this.viewer, 'read'));
        const grouped = new Map<string, ObjectOf<Name>[]>();
        for (const row of rows) {
          const columns: Row = row;
          const value = String(columns[key]);
          grouped.set(value, [...(grouped.get(value) ?? []), toApiObject(row)]);
        }
        return values.map((value) => grouped.get(value) ?? []);
      });
      this.byKey.set(name, loader as DataLoader<string, never[]>);
    }
    return loader;
  }

  async byId<Name extends ModelName>(modelName: Name, id: string | null | undefined): Promise<ObjectOf<Name> | null> {
    if (!id) return null;
    const [row] = await this.rowsBy(modelName, 'id').load(id);
    return row ?? null;
  }

  async byIds<Name extends ModelName>(modelName: Name, ids: readonly string[]): Promise<ObjectOf<Name>[]> {
    const found = await this.rowsBy(modelName, 'id').loadMany(ids);
    return found.flatMap((rows) => (rows instanceof Error ? [] : rows));
  }
}
