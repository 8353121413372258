// Typed translation keys: a misspelt key is a type error, not a raw key on screen.
import 'i18next';
import type { en } from '@/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}
