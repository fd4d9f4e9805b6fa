import { describe, expect, it } from 'vitest';
import { pickedOfAlike } from './first-of-alike';
import { fold, readQuestion } from './question';
import { sizeExtremeAsked, withoutQualifiers } from './qualifiers';
import type { Scored } from './score-chunk';

const scored = (id: number, segment: string, heading: string[] = [], score = 1, coverage = 1): Scored => ({
  chunk: { id, sourceType: 'page', sourceId: id, title: '', content: segment, url: null, rank: 0 },
  unit: { heading, text: segment },
  segment,
  coverage,
  score,
  label: null,
  extra: null,
});

const first = (lines: Scored[], asked: string) => pickedOfAlike(lines, asked, readQuestion(asked)).scored[0]!.segment;

describe('sizeExtremeAsked', () => {
  const asked = (text: string) => sizeExtremeAsked(fold(text), text);

  it('reads the smallest and the largest in each language', () => {
    expect(asked('how much is ur smallest unit')).toBe('min');
    expect(asked('Wat kost de kleinste oefenruimte per uur?')).toBe('min');
    expect(asked('Was kostet die größte Box?')).toBe('max');
    expect(asked('¿Cuánto cuesta la cesta de regalo más pequeña?')).toBe('min');
    expect(asked('Quanto custa por noite a maior que têm?')).toBe('max');
    expect(asked('Ile kosztuje największy samochód?')).toBe('max');
    expect(asked('Quel est le prix de la plus grande salle ?')).toBe('max');
    expect(asked('一番小さい部屋はいくらですか？')).toBe('min');
  });

  it('leaves comparisons, minors, the little ones and set phrases alone', () => {
    expect(asked('¿Tenéis algo más grande que 10 m²?')).toBeNull();
    expect(asked('Avez-vous une salle plus grande ?')).toBeNull();
    expect(asked('Os menores de 12 anos pagam?')).toBeNull();
    expect(asked('¿Los menores pueden entrar?')).toBeNull();
    expect(asked('¿Hay talleres para los más pequeños?')).toBeNull();
    expect(asked('Avez-vous des activités pour les plus petits ?')).toBeNull();
    expect(asked('A maior parte das aulas é de manhã?')).toBeNull();
    expect(asked('Respondem com a maior brevidade?')).toBeNull();
    expect(asked('Seid ihr zum größten Teil ausgebucht?')).toBeNull();
    expect(asked('How big is the room?')).toBeNull();
  });

  it('takes the superlative out of the words the knowledge must hold', () => {
    expect(withoutQualifiers('wat kost de kleinste oefenruimte per uur').split(/\s+/)).not.toContain('kleinste');
    expect(withoutQualifiers('la cesta de regalo mas pequena').split(/\s+/)).not.toContain('pequena');
    expect(withoutQualifiers('was kostet es pro kopf').split(/\s+/)).not.toContain('kopf');
    expect(readQuestion('Hoi! Wat kost de kleinste oefenruimte per uur?').terms).not.toContain('kleinste');
  });
});

describe('pickedOfAlike', () => {
  const rooms = [
    scored(1, '45 m², tot 5 muzikanten, €24 per uur'),
    scored(2, '28 m², tot 3 muzikanten, €17 per uur'),
    scored(3, '110 m², tot 10 muzikanten, €45 per uur'),
  ];

  it('puts the line at the asked end of a list first, by the measure its lines share', () => {
    expect(first(rooms, 'Wat kost de kleinste oefenruimte per uur?')).toBe('28 m², tot 3 muzikanten, €17 per uur');
    expect(first(rooms, 'What does the biggest room cost?')).toBe('110 m², tot 10 muzikanten, €45 per uur');
    const vans = [scored(1, 'Renault Trafic, 3 lugares, desde 65 € /noite'), scored(2, 'Fiat Ducato, 5 lugares, desde 99 € /noite')];
    expect(first(vans, 'Quanto custa por noite a maior que têm?')).toBe('Fiat Ducato, 5 lugares, desde 99 € /noite');
    const packages = [scored(1, 'Preis: 9.900 €', ['Paket S']), scored(2, 'Preis: 17.400 €', ['Paket L']), scored(3, 'Preis: 12.900 €', ['Paket M'])];
    expect(first(packages, 'Was kostet das größte Paket?')).toBe('Preis: 17.400 €');
  });

  it('weighs sizes on every line that answers as well, and the price only among the best', () => {
    const ranked = [scored(1, 'A refundable deposit of £60 is taken when you move in.', [], 1.2), ...rooms.map((room) => ({ ...room, score: 0.6 }))];
    expect(first(ranked, 'how much is the smallest room?')).toBe('28 m², tot 3 muzikanten, €17 per uur');
    const plans = [scored(1, 'Ceramic Shield Signature: $1,199.00', [], 1), scored(2, 'Ceramic Shield: $599.00', [], 0.9), scored(3, 'Wax: $9.00', [], 0.3)];
    expect(first(plans, 'What is the cheapest ceramic coating?')).toBe('Ceramic Shield: $599.00');
    expect(pickedOfAlike(plans, 'What is the cheapest ceramic coating?', readQuestion('What is the cheapest ceramic coating?')).byEnd).toBe(true);
  });

  it('reads thousands, Polish size words, and no initials or litres as sizes', () => {
    const halls = [scored(1, 'Hall A: 1.200 m², €900'), scored(2, 'Hall B: 300 m², €400')];
    expect(first(halls, 'What does the smallest hall cost?')).toBe('Hall B: 300 m², €400');
    const polish = [scored(1, 'Sala średnia: 300 zł'), scored(2, 'Sala mała: 100 zł'), scored(3, 'Sala duża: 500 zł')];
    expect(first(polish, 'Ile kosztuje najmniejsza sala?')).toBe('Sala mała: 100 zł');
    const tours = [scored(1, 'Tour with M. Dupont: €30'), scored(2, 'Tour with S. Martin: €45')];
    expect(pickedOfAlike(tours, 'the largest tour?', readQuestion('the largest tour?')).byEnd).toBe(false);
  });

  it('leaves the order alone where nothing is asked of an end or the lines do not measure alike', () => {
    const farBelow = [scored(1, 'Meeting room: 20 m², €50 a day', [], 1), scored(2, 'Bike room: 4 m², free for guests', [], 0.2)];
    expect(first(farBelow, 'how much is the smallest room?')).toBe('Meeting room: 20 m², €50 a day');
    expect(first(rooms, 'Wat kost een oefenruimte per uur?')).toBe('45 m², tot 5 muzikanten, €24 per uur');
    const unlike = [scored(1, 'Lockers: 24, big enough for a guitar case'), scored(2, 'Parking: 6 spots on the yard')];
    expect(pickedOfAlike(unlike, 'Where is the biggest locker?', readQuestion('Where is the biggest locker?')).byEnd).toBe(false);
    const mixed = [scored(1, '28 m², €17 per uur'), scored(2, 'up to 10 people, €45 per uur')];
    expect(pickedOfAlike(mixed, 'the largest room?', readQuestion('the largest room?')).byEnd).toBe(false);
  });
});
