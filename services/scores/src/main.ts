import { listen } from '@arena/shared';
import { createScoresApp } from './scores.app';

void createScoresApp().then((app) => listen(app, 'scores'));
