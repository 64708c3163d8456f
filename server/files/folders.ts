/**
 * Where files may be uploaded (000 §7 file storage layout), by whom, how large, of which kinds, and how images
 * are re-encoded. Other domains add their folders with `registerUploadFolder` (e.g. the rich-text editor's
 * `Editor/{userId}/…`); an upload to a folder no rule matches is refused.
 */
import type { Viewer } from '../access/rules.ts';
import type { ImageRule } from './images.ts';
import { imageKinds, type FileKind } from './sniff.ts';

const megabyte = 1024 * 1024;

/** Size limits in bytes; FILE_MAX_IMAGE_MB and FILE_MAX_CONTENT_MB change them. */
export function sizeLimits(env: NodeJS.ProcessEnv = process.env): { image: number; content: number } {
  const mb = (value: string | undefined, fallback: number) =>
    (value && Number(value) > 0 ? Number(value) : fallback) * megabyte;
  return { image: mb(env.FILE_MAX_IMAGE_MB, 10), content: mb(env.FILE_MAX_CONTENT_MB, 25) };
}

export interface UploadFolder {
  /** Describes the folder for people reading the code and error messages: 'Products/{productId}'. */
  name: string;
  /** Matches the whole folder (the key without its file name); named groups are passed to mayUpload. */
  pattern: RegExp;
  kinds: readonly FileKind[];
  /** 'image' or 'content' size limit. */
  size: 'image' | 'content';
  /** How images are re-encoded in this folder. */
  image: ImageRule;
  mayUpload(viewer: Viewer, groups: Record<string, string>): boolean;
}

const isAdmin = (viewer: Viewer) => viewer.groups.includes('admin');
const id = '[A-Za-z0-9_-]{1,100}';
/** Uploaded images of 002 §9: longest side at most 800 px, JPEG quality 0.9. */
const catalogueImage: ImageRule = { maxSide: 800, output: 'jpeg', quality: 90 };

const folders: UploadFolder[] = [];

export function registerUploadFolder(folder: UploadFolder): void {
  const index = folders.findIndex((existing) => existing.name === folder.name);
  if (index >= 0) folders[index] = folder;
  else folders.push(folder);
}

export function uploadFolderFor(folder: string): { rule: UploadFolder; groups: Record<string, string> } | null {
  for (const rule of folders) {
    const match = rule.pattern.exec(folder);
    if (match) return { rule, groups: { ...match.groups } };
  }
  return null;
}

registerUploadFolder({
  name: 'Products/{productId}',
  pattern: new RegExp(`^Products/(?<productId>${id})$`),
  kinds: imageKinds,
  size: 'image',
  image: catalogueImage,
  mayUpload: isAdmin,
});
registerUploadFolder({
  name: 'ProductsContent/{contentId}',
  pattern: new RegExp(`^ProductsContent/(?<contentId>${id})$`),
  kinds: ['pdf', ...imageKinds],
  size: 'content',
  image: { output: 'same' },
  mayUpload: isAdmin,
});
registerUploadFolder({
  name: 'ProductBundles/{bundleId}/Thumbnails',
  pattern: new RegExp(`^ProductBundles/(?<bundleId>${id})/Thumbnails$`),
  kinds: imageKinds,
  size: 'image',
  image: catalogueImage,
  mayUpload: isAdmin,
});
registerUploadFolder({
  name: 'Communications/{communicationId}/Images',
  pattern: new RegExp(`^Communications/(?<communicationId>${id})/Images$`),
  kinds: imageKinds,
  size: 'image',
  image: catalogueImage,
  mayUpload: isAdmin,
});
registerUploadFolder({
  name: 'Schools/{schoolId}/…',
  pattern: new RegExp(`^Schools/(?<schoolId>${id})(/${id})*$`),
  kinds: imageKinds,
  size: 'image',
  image: catalogueImage,
  mayUpload: isAdmin,
});
/** Rich-text editor images: each user in their own folder; over 1240 px they are scaled to 1240, format kept. */
registerUploadFolder({
  name: 'Editor/{userId}/…',
  pattern: new RegExp(`^Editor/(?<userId>${id})(/${id})*$`),
  kinds: imageKinds,
  size: 'image',
  image: { maxSide: 1240, output: 'same', quality: 90 },
  mayUpload: (viewer, groups) => viewer.userId !== null && (viewer.userId === groups.userId || isAdmin(viewer)),
});
