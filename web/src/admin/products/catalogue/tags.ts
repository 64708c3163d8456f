import type { ApolloClient } from '@apollo/client';
import { CreateTagsDocument } from '../operations';

/**
 * The tag ids of the tags picker's values: known ids stay, anything else is a typed name whose tag is found or
 * created (createTags). A failed creation is logged and those names skipped (002 §8).
 */
export async function resolveTagIds(
  client: ApolloClient<object>,
  values: readonly string[],
  knownIds: ReadonlySet<string>,
): Promise<string[]> {
  const names = values
    .filter((value) => !knownIds.has(value))
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...values];
  let created = new Map<string, string>();
  try {
    const { data } = await client.mutate({
      mutation: CreateTagsDocument,
      variables: { names },
      refetchQueries: ['CatalogueTaxonomy'],
      awaitRefetchQueries: true,
    });
    const tags = data?.createTags ?? [];
    created = new Map(names.map((name, index) => [name, tags[index]?.id ?? '']));
    // createTags answers in the order of the names, duplicates once: match by name when the counts differ.
    if (tags.length !== names.length) {
      created = new Map(
        names.map((name) => [name, tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.id ?? '']),
      );
    }
  } catch (error) {
    console.error('Creating tags failed; they are left out.', error);
  }
  const ids = values.map((value) => (knownIds.has(value) ? value : (created.get(value.trim()) ?? ''))).filter(Boolean);
  return [...new Set(ids)];
}
