import type { DocumentNode } from 'graphql';
import type { parse as Parse } from 'graphql/language/parser';

let parser: typeof Parse | null = null;
let loading: Promise<typeof Parse> | null = null;

/**
 * graphql's parser for the queued changes' stored texts, loaded when the queue first has a change to show or send:
 * a teacher with nothing waiting does not download it (7 KB gzipped) nor compile it before her first screen. A
 * failed load (offline with nothing cached) is tried again at the next call.
 */
export function loadQueryParser(): Promise<typeof Parse> {
  loading ??= import('graphql/language/parser').then(
    (module) => (parser = module.parse),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A queued change's text as a document; only once `loadQueryParser` has resolved (the queue loads it before it shows
 * or sends a change, so every conflict's change has it).
 */
export function parseQueued(source: string): DocumentNode {
  if (!parser) throw new Error('The query parser is not loaded yet');
  return parser(source);
}
