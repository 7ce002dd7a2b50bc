/** Events of the complaint upload (`POST /file-upload`) and the photo wall uploads. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the upload work
export interface UploadEvents {}
