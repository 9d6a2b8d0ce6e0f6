import { listen } from '@arena/shared';
import { createEdgeApp } from './edge.app';

void createEdgeApp().then((app) => listen(app, 'edge'));
