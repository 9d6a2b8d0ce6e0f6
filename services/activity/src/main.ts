import { listen } from '@arena/shared';
import { createActivityApp } from './activity.app';

void createActivityApp().then((app) => listen(app, 'activity'));
