import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n/i18n';
import en from '../i18n/en';

// jsdom has no ResizeObserver; Radix's positioning (the tooltips' arrow) measures with one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(async () => {
  await initI18n('en', en);
});

afterEach(() => {
  cleanup();
  toast.dismiss(); // the toasts' store outlives the rendered tree
  localStorage.clear();
});
