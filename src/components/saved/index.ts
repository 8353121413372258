export { SaveButton, type SaveButtonProps } from './SaveButton';
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { DetailActions, type DetailActionsProps } from './DetailActions';
