import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** `export const Name = graphql(\`...\`);` on its own: an operations file's document. */
const exportedCall = /^export const ([A-Za-z_][A-Za-z0-9_]*) = graphql\(\s*`([^`]*)`\s*\);$/gm;
const generatedImport = /^import\s*\{([^}]*)\}\s*from\s*'([^']*\/gql\/graphql)';/gm;
const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/g;

const virtualPrefix = '\0gql-document:';

/**
 * Replaces each `graphql(\`...\`)` call of codegen's client preset with an import of the document it names (what
 * the preset's Babel optimiser does). Without it every chunk that calls `graphql()` pulls the map of all the app's
 * documents, so the landing page would carry the admin's queries. Each document is a module of its own, cut from
 * the generated `gql/graphql.ts`: that file is one module, and a chunk that needs one of its documents would
 * otherwise carry every document any screen uses. Calls it cannot map (no name, several definitions, unknown
 * export) are left as they are.
 */
export function graphqlDocumentsPlugin(options: { generatedDir: string }): Plugin {
  const generatedFile = resolve(options.generatedDir, 'graphql.ts');
  let documentsCache: Map<string, string> | null = null;

  /** Each generated document's export name and its value (a JSON object literal, one line each). */
  function generatedDocuments(): Map<string, string> {
    if (documentsCache) return documentsCache;
    const source = existsSync(generatedFile) ? readFileSync(generatedFile, 'utf8') : '';
    const line = /^export const ([A-Za-z0-9_]+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
    documentsCache = new Map(Array.from(source.matchAll(line), (match) => [match[1], match[2]]));
    return documentsCache;
  }

  return {
    name: 'classroom-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documentsCache = null;
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? id : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const name = id.slice(virtualPrefix.length);
      const value = generatedDocuments().get(name);
      if (!value) throw new Error(`No generated document ${name}`);
      // The query's text too, as a property JSON and Apollo do not see: publicQuery sends it without graphql's printer.
      const text = print(JSON.parse(value) as DocumentNode);
      // Pure: a chunk that does not use the document does not carry it.
      return `export default /*#__PURE__*/ Object.defineProperty(${value}, 'text', { value: ${JSON.stringify(text)} });`;
    },
    handleHotUpdate({ file }) {
      if (file === generatedFile) documentsCache = null;
    },
    transform(code, id) {
      if (
        !/\.(ts|tsx)$/.test(id) ||
        id.startsWith(resolve(options.generatedDir)) ||
        !/graphql\(|gql\/graphql'/.test(code)
      )
        return null;
      const known = generatedDocuments();
      /** Local name → the generated document's export name. */
      const imports = new Map<string, string>();
      /** The generated document's export name of one `graphql()` call's text, if it names exactly one. */
      const documentOf = (body: string): string | null => {
        const definitions = Array.from(body.matchAll(definition));
        if (definitions.length !== 1) return null;
        const [, kind, name] = definitions[0];
        const exportName = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        return known.has(exportName) ? exportName : null;
      };
      // An operations file's exported documents become re-exports, which bundlers follow to the document itself: a
      // screen's chunk takes the documents it uses, not every document of the file (its dialogs' mutations).
      const reexported = code.replace(exportedCall, (statement, local: string, body: string) => {
        const exportName = documentOf(body);
        const usedInFile = code.split(new RegExp(`\\b${local}\\b`)).length > 2;
        if (!exportName || usedInFile) return statement;
        return `export { default as ${local} } from '${virtualPrefix}${exportName}';`;
      });
      const transformed = reexported.replace(graphqlCall, (call, body: string) => {
        const exportName = documentOf(body);
        if (!exportName) return call;
        const local = `__gql_${exportName}`;
        imports.set(local, exportName);
        return local;
      });
      // Documents imported by name from the generated file (stores and the sync engine do) come one by one too.
      const direct = transformed.replace(generatedImport, (statement, specifiers: string, source: string) => {
        if (resolve(dirname(id), `${source}.ts`) !== generatedFile) return statement;
        const kept: string[] = [];
        for (const specifier of specifiers
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name, alias = name] = specifier.split(/\s+as\s+/);
          if (known.has(name)) imports.set(alias, name);
          else kept.push(specifier);
        }
        return kept.length > 0 ? `import { ${kept.join(', ')} } from '${source}';` : '';
      });
      if (imports.size === 0 && reexported === code) return null;
      const lines = Array.from(
        imports,
        ([local, exportName]) => `import ${local} from '${virtualPrefix}${exportName}';`,
      );
      return { code: `${lines.join('\n')}\n${direct}`, map: null };
    },
  };
}
