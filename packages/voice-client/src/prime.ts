/**
 * Just `primeAudioContext`, for pages that load the SDK itself later (after the click): a few
 * hundred bytes instead of the whole client in the first bundle.
 */
export { primeAudioContext } from './audio/audio-context';
