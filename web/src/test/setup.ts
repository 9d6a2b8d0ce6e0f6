import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n/i18n';
import en from '../i18n/en';

beforeAll(async () => {
  await initI18n('en', en);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
