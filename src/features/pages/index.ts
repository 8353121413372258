export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { NotFoundPage } from './NotFoundPage';
export { PrivacyPage } from './PrivacyPage';
