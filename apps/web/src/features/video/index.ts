/** Video upload (/UploadVideo), the trade page's video frames and the console's Videos desk. */
export { UploadVideoPage } from './upload-video-page.tsx';
export { VideoFrames } from './video-frames.tsx';
export { VideosDesk } from './videos-desk.tsx';
