export { PwaOverlays } from './pwa-overlays';
