import { listen } from '@arena/shared';
import { createLiveApp } from './live.app';

void createLiveApp().then((app) => listen(app, 'live'));
