export { FileUpload, type FileUploadProps } from './FileUpload';
export { fileNameOf, fileUrl, removeFile, type UploadedFile } from './files';
export { fileLink, keyOfFileUrl, useDownloadFile } from './fileLinks';
export { downloadAuthorized, HttpRequestError, postForm, saveResponse, type SendOptions } from './request';
