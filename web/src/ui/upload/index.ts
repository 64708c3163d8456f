export { FileUpload, type FileUploadProps } from './FileUpload';
export { fileNameOf, fileUrl, removeFile, type UploadedFile } from './files';
export { fileLink, useDownloadFile } from './fileLinks';
export { keyOfFileUrl } from './fileKeys';
export { downloadAuthorized, HttpRequestError, postForm, saveResponse, type SendOptions } from './request';
