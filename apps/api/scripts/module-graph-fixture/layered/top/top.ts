import { bottom } from '../bottom/bottom.js';
import { twice } from './twice.js';

export const top = (): number => twice(bottom) + Number(import.meta.url.length > 0);
