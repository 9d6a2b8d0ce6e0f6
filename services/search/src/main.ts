import { listen } from '@arena/shared';
import { createSearchApp } from './search.app';

void createSearchApp().then((app) => listen(app, 'search'));
