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
});
