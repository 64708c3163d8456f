import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Replaces each `graphql(\`...\`)` call of codegen's client preset with an import of the document it names from
 * the generated `gql/graphql.ts` (what the preset's Babel optimiser does). Without it every chunk that calls
 * `graphql()` pulls the map of all the app's documents, so the landing page would carry the admin's queries.
 * Calls it cannot map (no name, several definitions, unknown export) are left as they are.
 */
export function graphqlDocumentsPlugin(options: { generatedDir: string }): Plugin {
  const generatedFile = resolve(options.generatedDir, 'graphql.ts');
  let exportsCache: Set<string> | null = null;

  function generatedExports(): Set<string> {
    if (exportsCache) return exportsCache;
    const source = existsSync(generatedFile) ? readFileSync(generatedFile, 'utf8') : '';
    exportsCache = new Set(Array.from(source.matchAll(/export const ([A-Za-z0-9_]+)/g), (match) => match[1]));
    return exportsCache;
  }

  return {
    name: 'classroom-graphql-documents',
    enforce: 'pre',
    buildStart() {
      exportsCache = null;
    },
    handleHotUpdate({ file }) {
      if (file === generatedFile) exportsCache = null;
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.startsWith(resolve(options.generatedDir)) || !code.includes('graphql('))
        return null;
      const known = generatedExports();
      const imports = new Map<string, string>();
      const transformed = code.replace(graphqlCall, (call, body: string) => {
        const definitions = Array.from(body.matchAll(definition));
        if (definitions.length !== 1) return call;
        const [, kind, name] = definitions[0];
        const exportName = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        if (!known.has(exportName)) return call;
        const local = `__gql_${exportName}`;
        imports.set(exportName, local);
        return local;
      });
      if (imports.size === 0) return null;
      const specifiers = Array.from(imports, ([exportName, local]) => `${exportName} as ${local}`).join(', ');
      return { code: `import { ${specifiers} } from ${JSON.stringify(generatedFile)};\n${transformed}`, map: null };
    },
  };
}
