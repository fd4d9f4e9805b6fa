/** The API's limits for an FAQ (FaqInputSchema): both texts required once trimmed. */
export const FAQ_LIMITS = { question: 500, answer: 5000 } as const;

export type FaqFieldError = 'required' | 'tooLong';
export type FaqErrors = Partial<Record<'question' | 'answer', FaqFieldError>>;

/** What is wrong with an FAQ before it is sent; empty when it can be sent. */
export function faqErrors(input: { question: string; answer: string }): FaqErrors {
  const errors: FaqErrors = {};
  for (const field of ['question', 'answer'] as const) {
    const text = input[field].trim();
    if (!text) errors[field] = 'required';
    else if (text.length > FAQ_LIMITS[field]) errors[field] = 'tooLong';
  }
  return errors;
}
