import { describe, expect, it } from 'vitest';
import { faqErrors } from './faq-form';

describe('an FAQ from an unanswered question', () => {
  it('needs an answer and a question, blanks not counting', () => {
    expect(faqErrors({ question: 'Do you ship to Peru?', answer: '   ' })).toEqual({ answer: 'required' });
    expect(faqErrors({ question: '', answer: '' })).toEqual({ question: 'required', answer: 'required' });
  });

  it('keeps to the API’s lengths', () => {
    expect(faqErrors({ question: 'q'.repeat(501), answer: 'a'.repeat(5001) })).toEqual({ question: 'tooLong', answer: 'tooLong' });
    expect(faqErrors({ question: 'q'.repeat(500), answer: 'a'.repeat(5000) })).toEqual({});
  });
});
