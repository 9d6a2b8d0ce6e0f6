import { listen } from '@arena/shared';
import { createMediaApp } from './media.app';

void createMediaApp().then((app) => listen(app, 'media'));
