import { listen } from '@arena/shared';
import { createRealtimeApp } from './realtime.app';

void createRealtimeApp().then((app) => listen(app, 'realtime'));
