import { listen } from '@arena/shared';
import { createAccountApp } from './account.app';

void createAccountApp().then((app) => listen(app, 'account'));
