/** Video upload (/UploadVideo) and the trade page's video frames (the Videos desk: console.ts). */
export { UploadVideoPage } from './upload-video-page.tsx';
export { VideoFrames } from './video-frames.tsx';
