export { FileUpload, type FileUploadProps } from './FileUpload';
export { FileRequestError, fileNameOf, fileUrl, removeFile, signedFileUrl, uploadFile, type UploadedFile } from './files';
