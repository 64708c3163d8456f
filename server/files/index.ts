/**
 * File storage as a domain: the upload, download and removal routes (routes.ts). The storage itself is made by
 * factory.ts; read rules per folder are registered in access.ts, upload folders in folders.ts.
 */
import type { Domain } from '../domain.ts';
import { fileRoutes } from './routes.ts';

export const filesDomain: Domain = {
  name: 'files',
  routes: fileRoutes,
};

export { registerFileReadRule, type FileReadRule } from './access.ts';
export { registerUploadFolder, type UploadFolder } from './folders.ts';
export { createFileStorage } from './factory.ts';
