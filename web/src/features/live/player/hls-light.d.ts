// hls.js ships its light build (no subtitles, alternate audio or DRM, which no stream here has)
// without types of its own: it is the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
