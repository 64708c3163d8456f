/** Image upload of the editor: png, jpeg, bmp and gif; the server scales anything over 1240 px to 1240 px. */
import { Editor, Element, Transforms } from 'slate';
import { accessTokenForRequest } from '../../../core/apollo/session';
import type { CustomEditor, ImageElement } from './types';

export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/bmp', 'image/gif'] as const;
export const imageWidth = { min: 10, max: 100 } as const;

export class ImageUploadError extends Error {}

/** Uploads the image and answers its address in the document (`/files/<key>`). */
export async function uploadImage(file: File, folder: string): Promise<string> {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) throw new ImageUploadError('type');
  const token = await accessTokenForRequest();
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(`/files/${folder}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const answer = (await response.json().catch(() => null)) as { key?: string; errors?: { message?: string }[] } | null;
  if (!response.ok || !answer?.key)
    throw new ImageUploadError(answer?.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return `/files/${answer.key}`;
}

export function insertImage(editor: CustomEditor, url: string, alt: string): void {
  const image: ImageElement = { type: 'image', url, width: 100, alt: alt.slice(0, 200), children: [{ text: '' }] };
  Transforms.insertNodes(editor, [image, { type: 'paragraph', children: [{ text: '' }] }]);
}

export function selectedImage(editor: CustomEditor): ImageElement | null {
  if (!editor.selection) return null;
  const [entry] = Editor.nodes(editor, { match: (node) => Element.isElement(node) && node.type === 'image' });
  return entry ? entry[0] : null;
}

export function setImageWidth(editor: CustomEditor, width: number): void {
  const clamped = Math.round(Math.min(imageWidth.max, Math.max(imageWidth.min, width)));
  const isImage = (node: unknown) => Element.isElement(node) && node.type === 'image';
  // Writing the width the image already has would start another round of updates for nothing.
  const [current] = editor.selection ? Editor.nodes(editor, { match: isImage }) : [];
  if (!current || (current[0] as ImageElement).width === clamped) return;
  Transforms.setNodes(editor, { width: clamped }, { match: isImage });
}
