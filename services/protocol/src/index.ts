export * from './envelope';
export * from './error-codes';
export * from './im-protocol';
export * from './live-protocol';
export * from './video-danmaku';
