/** The editor's image folder for a user and, when given, the record the document belongs to: Editor/{userId}/{id}. */
export function editorUploadFolder(userId: string, recordId?: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100);
  return recordId ? `Editor/${safe(userId)}/${safe(recordId)}` : `Editor/${safe(userId)}`;
}
