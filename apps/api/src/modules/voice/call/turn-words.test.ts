import { describe, expect, it } from 'vitest';
import { asksSomethingElse, isBackchannel, isListening, unfinishedRequest } from './turn-words';

describe('what the words of a turn say', () => {
  it('tells unfinished requests from finished ones', () => {
    for (const text of ['how much is the', 'do you have it in', 'can I pay by card or', 'I would like to know about', 'where is uh', 'what about'])
      expect(unfinishedRequest(text), text).toBe(true);
    for (const text of ['how much is it', 'what do you have', 'what can I do', 'do you sell tea also', 'why not', 'is it in stock', 'the red one', ''])
      expect(unfinishedRequest(text), text).toBe(false);
  });

  it('hears "mhm", "yeah", "okay" and nothing as listening, and anything else as taking the turn', () => {
    for (const text of ['mhm', 'Yeah.', 'okay', 'uh huh', 'I see', '', 'oh okay']) expect(isBackchannel(text), text).toBe(true);
    for (const text of ['no', 'wait', 'yeah but how much is it', 'stop', 'okay and the price']) expect(isBackchannel(text), text).toBe(false);
  });

  it('tells words that ask something of their own from the rest of a question', () => {
    for (const text of ['and do you ship to Canada', 'what about delivery', 'how much is it', 'also can I pay by card'])
      expect(asksSomethingElse(text), text).toBe(true);
    for (const text of ['pack', 'to Canada', 'the red one please', 'card']) expect(asksSomethingElse(text), text).toBe(false);
  });

  it('takes short speech over the agent that neither stops it nor asks for listening, whatever was heard', () => {
    expect(isListening('image him', 400)).toBe(true);
    expect(isListening('mhm', 2000)).toBe(true);
    expect(isListening('image him', 900)).toBe(false);
    for (const text of ['no', 'wait', 'hold on', 'what', 'how much', 'do you']) expect(isListening(text, 400), text).toBe(false);
  });
});
