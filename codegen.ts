import type { CodegenConfig } from '@graphql-codegen/cli';
import { models } from './server/models/models.ts';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  Time: 'string',
  JSON: 'unknown',
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#RequestContext',
        // Model objects are database rows mapped by the generic layer (server/models/repository.ts).
        mappers: {
          ...Object.fromEntries(models.map((model) => [model.name, '../models/repository.ts#Row'])),
          // An order's tax documents as stored; their figures and links are resolved from them.
          OrderDocument: '../orders/document.repository.ts#DocumentRow',
        },
        useTypeImports: true,
        scalars,
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
    'web/src/gql/': {
      preset: 'client',
      // Tests write their own documents (gql tags), not the app's operations.
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
