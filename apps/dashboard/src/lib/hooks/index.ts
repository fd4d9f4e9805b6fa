/** Hooks shared by the dashboard's pages; feature folders keep only what is theirs alone. */
export { useCopy, type CopyState } from './use-copy';
export { useDelayed } from './use-delayed';
export { useLoad } from './use-load';
export { useModal, type ModalProps } from './use-modal';
export { useWindowEvent } from './use-window-event';
export { useLiveEvents, type LiveStatus } from './use-live-events';
export { useLiveRefresh } from './use-live-refresh';
export { usePickedFile } from './use-picked-file';
export { useAction } from './use-action';
export { useAnnounceWhen } from './use-announce-when';
