import { listen } from '@arena/shared';
import { createGiftsApp } from './gifts.app';

void createGiftsApp().then((app) => listen(app, 'gifts'));
