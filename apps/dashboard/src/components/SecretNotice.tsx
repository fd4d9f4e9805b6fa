import { Button } from '@parley/ui';
import type { ReactNode } from 'react';

export interface SecretNoticeProps {
  /** How to use the secret, under it. */
  help: string;
  /** The button's words: the owner has stored it. */
  stored: string;
  onStored: () => void;
  /** Stand as a card of its own rather than inside one. */
  card?: boolean;
  /** What the secret is for, and the secret itself. */
  children: ReactNode;
  /** More on using it, under the help (a code sample). */
  more?: ReactNode;
}

/** A signing secret the server shows once: it stays on screen until the owner says it is stored. */
export function SecretNotice({ help, stored, onStored, card = false, children, more }: SecretNoticeProps) {
  return (
    <div className={card ? 'notice card' : 'notice'} role="status">
      {children}
      <p className="hint">{help}</p>
      {more}
      <Button variant="ghost" onClick={onStored}>
        {stored}
      </Button>
    </div>
  );
}
