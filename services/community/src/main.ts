import { listen } from '@arena/shared';
import { createCommunityApp } from './community.app';

void createCommunityApp().then((app) => listen(app, 'community'));
