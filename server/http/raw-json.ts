/**
 * JSON text the database made, sent as it is: a resolver answers an empty list in its place and leaves the text
 * here with the answer's path; the executor puts a marker string at that path, and the marker's quoted form in the
 * serialised answer is replaced by the text. The shop page's items were parsed and serialised again, field by
 * field, for an answer the database had already written. Only the HTTP path has one (the request's context);
 * elsewhere resolvers answer parsed values.
 */
import { randomUUID } from 'node:crypto';

type Path = readonly (string | number)[];

/**
 * The markers' prefix: a NUL (no stored or accepted text contains one: input-guard.ts) and a word unknown outside
 * this process, so no value of the answer can serialise to a marker.
 */
const prefix = `\u0000raw-json:${randomUUID()}:`;
const quotedPrefix = JSON.stringify(prefix).slice(0, -1);

export class RawJson {
  private readonly pending: { path: Path; text: string }[] = [];
  private readonly texts: string[] = [];

  /** The answer at `path` is `text` (JSON of the value the field's type and selection call for). */
  defer(path: Path, text: string): void {
    this.pending.push({ path, text });
  }

  /** Forgets what resolvers left (an execution that is run again from the start). */
  clear(): void {
    this.pending.length = 0;
  }

  /**
   * Puts a marker where each deferred text goes, in the execution's result. A path whose parent is not there (an
   * error nulled it) or whose value is not the empty list the resolver answered keeps what execution made.
   */
  mark<Result extends { data?: Record<string, unknown> | null }>(result: Result): Result {
    for (const { path, text } of this.pending) {
      let parent: unknown = result.data;
      for (const key of path.slice(0, -1))
        parent = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[key] : undefined;
      const last = path[path.length - 1];
      if (typeof parent !== 'object' || parent === null) continue;
      const holder = parent as Record<string | number, unknown>;
      const value = holder[last];
      if (!Array.isArray(value) || value.length > 0) continue;
      holder[last] = `${prefix}${this.texts.length}`;
      this.texts.push(text);
    }
    this.pending.length = 0;
    return result;
  }

  /** The serialised answer with each marker replaced by its text. */
  splice(answer: string): string {
    if (this.texts.length === 0) return answer;
    let spliced = '';
    let from = 0;
    for (let at = answer.indexOf(quotedPrefix); at >= 0; at = answer.indexOf(quotedPrefix, from)) {
      const end = answer.indexOf('"', at + quotedPrefix.length);
      const text = this.texts[Number(answer.slice(at + quotedPrefix.length, end))];
      spliced += answer.slice(from, at) + text;
      from = end + 1;
    }
    return spliced + answer.slice(from);
  }
}
