import { messageOf } from '../../core/errors';
import { useNotices } from '../notices';

/** What a record carries to be updated or deleted: the generic model layer's id and `_version`. */
export interface VersionedRecord {
  id: string;
  _version: number;
}

interface RecordWrites<Input> {
  /** The record the dialog edits, null for a new one. */
  editing: VersionedRecord | null;
  create(input: Input): Promise<unknown>;
  update(input: Input & VersionedRecord): Promise<unknown>;
  remove(record: VersionedRecord): Promise<unknown>;
  /** Reads the list again after a create or delete (an update changes its row in the cache by itself). */
  refetch(): Promise<unknown>;
  savedText: string;
  deletedText: string;
}

/**
 * Save and delete of an admin list screen's dialog (coupons, announcements, communications): a save updates the
 * record being edited, else creates one; both say so. A save's failure is left to the dialog (it shows field
 * errors); a delete's is shown as a message.
 */
export function useRecordWrites<Input>(writes: RecordWrites<Input>) {
  const { message } = useNotices();

  const save = async (input: Input) => {
    const { editing } = writes;
    if (editing) await writes.update({ ...input, id: editing.id, _version: editing._version });
    else {
      await writes.create(input);
      await writes.refetch();
    }
    message.success(writes.savedText);
  };

  const remove = async (record: VersionedRecord) => {
    try {
      await writes.remove({ id: record.id, _version: record._version });
      await writes.refetch();
      message.success(writes.deletedText);
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  return { save, remove };
}
