/** Call states of spec §4, in the order a call moves through them. */
export type CallState = 'new' | 'loading' | 'joining' | 'joined' | 'left' | 'error';

const TRANSITIONS: Record<CallState, readonly CallState[]> = {
  new: ['loading', 'error'],
  loading: ['joining', 'left', 'error'],
  joining: ['joined', 'left', 'error'],
  joined: ['left', 'error'],
  left: ['loading'],
  error: ['loading'],
};

export function canTransition(from: CallState, to: CallState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The one place call state changes; illegal moves are refused and reported as `false`. */
export class CallStateMachine {
  #state: CallState = 'new';
  constructor(private readonly onChange: (next: CallState, previous: CallState) => void = () => {}) {}

  get state(): CallState {
    return this.#state;
  }

  setState(next: CallState): boolean {
    if (!canTransition(this.#state, next)) return false;
    const previous = this.#state;
    this.#state = next;
    this.onChange(next, previous);
    return true;
  }
}
