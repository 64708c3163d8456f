export { FileUpload, type FileUploadProps } from './FileUpload';
export { FileRequestError, fileNameOf, fileUrl, removeFile, uploadFile, type UploadedFile } from './files';
export { fileLink, keyOfFileUrl, useDownloadFile } from './fileLinks';
