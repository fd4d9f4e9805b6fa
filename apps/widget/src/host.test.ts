import { describe, expect, it } from 'vitest';
import { parentOrigin } from './host';

const frame = (location: object, referrer = '') => ({ location, document: { referrer } }) as unknown as Window;

describe('parentOrigin', () => {
  it('names the page directly around the frame: its ancestor origin, else the referrer, else the host the loader named', () => {
    expect(parentOrigin(frame({ ancestorOrigins: ['https://shop.example', 'https://framer.example'], hash: '' }))).toBe('https://shop.example');
    expect(parentOrigin(frame({ hash: '' }, 'https://shop.example/cart?x=1'))).toBe('https://shop.example');
    expect(parentOrigin(frame({ hash: '#state=%7B%7D&host=http%3A%2F%2Fshop.test%3A8080' }))).toBe('http://shop.test:8080');
    expect(parentOrigin(frame({ hash: '#host=not a url' }))).toBeUndefined();
    expect(parentOrigin(frame({ hash: '' }))).toBeUndefined();
  });
});
