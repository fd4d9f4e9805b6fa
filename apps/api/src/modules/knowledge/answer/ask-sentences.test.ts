import { describe, expect, it } from 'vitest';
import { splitAsk } from './ask-sentences';
import { latinPunctuation } from './fold';

describe('an Arabic or Hebrew message, its asks apart from what explains them', () => {
  it("reads Arabic's own question mark and comma, and a clause about the visitor", () => {
    expect(splitAsk(latinPunctuation('أنا ساكن في حي الياسمين، تقدرون تجون للبيت؟ كم رسوم الخدمة؟'))).toEqual({
      ask: 'تقدرون تجون للبيت? كم رسوم الخدمة?',
      context: 'أنا ساكن في حي الياسمين',
    });
    expect(splitAsk('אני גרה ברמת גן, אפשר לקבל את השמלה במשלוח?').context).toBe('אני גרה ברמת גן');
  });

  it('keeps a clause with the figure asked about with the ask', () => {
    expect(splitAsk('אני מידה 48, יש לכן שמלות במידה שלי?').context).toBe('');
  });

  it('ends no sentence at a title before a name', () => {
    expect(splitAsk('Könnten Sie mir die Handynummer von Dr. Katrin Wendler geben? Es geht um eine Kooperation')).toEqual({
      ask: 'Könnten Sie mir die Handynummer von Dr. Katrin Wendler geben?',
      context: 'Es geht um eine Kooperation',
    });
    expect(splitAsk('I saw Prof. Lee last year. Is she still teaching?').ask).toBe('Is she still teaching?');
  });
});
