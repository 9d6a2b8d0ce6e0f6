import { listen } from '@arena/shared';
import { createVideoApp } from './video.app';

void createVideoApp().then((app) => listen(app, 'video'));
