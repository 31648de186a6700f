/* The guide profile feature as other features may use it. */
export * as profileKeys from './api/profile-keys';
export { useUploadGalleryImage } from './api/upload-gallery-image';
export { GALLERY_IMAGE_TYPES, galleryFileProblem } from './profile-form';
