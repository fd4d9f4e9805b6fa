import { useState } from 'react';
import { cx } from '../internal/cx';

export interface AvatarProps {
  /** The person's or business's name: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Up to two initials, taken by grapheme so accented, CJK and Arabic names are not cut mid-letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  const firstLetter = (word: string) => (segmenter ? (segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '') : (Array.from(word)[0] ?? ''));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map(firstLetter).join('').toLocaleUpperCase();
}

/** A picture, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span className={cx('pl-avatar', `pl-avatar--${size}`, className)}>
      {showImage ? (
        <img className="pl-avatar__image" src={src ?? undefined} alt={name} onError={() => setFailed(true)} />
      ) : (
        <span role="img" aria-label={name} className="pl-avatar__initials">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
