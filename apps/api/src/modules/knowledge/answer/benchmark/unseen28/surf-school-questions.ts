import type { BenchQuestion } from '../types';
import { askedIn } from '../unseen2/markup';
import type { SurfFacts } from './surf-school';

/**
 * What visitors ask the surf school: about half in Spanish (families, groups of friends from Madrid, a typo
 * or two, "mala mar"), the rest from the tourists Somo gets: English, German, French, Hebrew, Japanese and
 * Arabic. Prices are expected as the bare figure, since the site writes "35 €" and "35,00 €" and an answer
 * may write "€35"; times as the site writes them.
 */
export function surfQuestions(f: SurfFacts): BenchQuestion[] {
  const { group, private: solo, kids, bono, camp, rental, tide, office, team, cancel, internal: ix } = f;
  const es = (kind: string, ask: string, ...expect: string[]) => askedIn('es')({ kind, ask, expect });
  const other = (language: string, kind: string, ask: string, ...expect: string[]): BenchQuestion =>
    language === 'en' ? { kind, ask, expect } : askedIn(language)({ kind, ask, expect });
  const bonoAsk = '¿Tenéis algún bono para hacer 5 días seguidos? ¿Cuánto sale?';
  const campAsk = 'Hola, quiero apuntar a mi hijo de 17 años al surf camp de una semana con alojamiento. ¿Cuánto cuesta?';
  const water = /\d+(?:,\d+)? litros?/.exec(f.bring.join(' '))?.[0] ?? '';

  const spanish: BenchQuestion[] = [
    es('price', 'Hola! Somos 3 amigos de Madrid y ninguno ha surfeado nunca. ¿Cuánto cuesta la clase de grupo por persona y cuánto dura?', group.price, group.hours),
    es('age', 'Voy a ir con mi hija de 5 años, ¿puede hacer ya clases o es demasiado pequeña? ¿Desde qué edad aceptáis niños?', `${kids.minAge} años`),
    es('price', bonoAsk, bono.five),
    { ...es('follow-up', '¿y hasta cuándo lo puedo usar?', bono.validUntil), after: [bonoAsk] },
    es('schedule', 'Quería ir por la mañana el martes, ¿a qué hora son las clases de la mañana?', tide.morning),
    es('schedule', 'Si el horario cambia con la marea, ¿cómo sé a qué hora es la clase de mañana? ¿Lo mandáis por algún sitio?', tide.publish),
    es('policy', 'Si hay mala mar y no se puede entrar al agua, ¿cómo me entero de que se suspende la clase?', tide.noticeBy),
    es('policy', 'Me ha surgido un imprevisto, ¿con cuánto tiempo puedo anular la clase sin perder el dinero?', `${cancel.freeHours} horas`),
    es('location', '¿Dónde es el punto de encuentro? ¿Y hay sitio para aparcar cerca? Vamos en coche', f.ramp, f.parking),
    es('price', campAsk, camp.price),
    { ...es('follow-up', '¿Y puede ir con 17 años o hay edad mínima?', `${camp.minAge} años`), after: [campAsk] },
    es('comparison', 'Ya sé coger olas. ¿Me compensa más alquilar tabla y neopreno por separado todo el día o hay algún pack?', rental.packDay),
    es('person', 'Mi novia es francesa y todavía no habla bien español, ¿algún monitor habla francés?', team.french.name),
    es('list', '¿Qué tengo que llevar el primer día? ¿Agua, comida...?', 'toalla', water),
    es('price', 'cuanto cuesta la clase particualr para dos personas??', solo.two),
    es('date', '¿En noviembre todavía dais clases de grupo o ya habéis cerrado la temporada?', f.season.to),
  ];
  const visitors: BenchQuestion[] = [
    other('en', 'price', "Hi, we're a family from Bristol staying in Santander for a week in July. Our kids are 8 and 10 – do you do kids' lessons and how much are they?", kids.price),
    other('en', 'location', 'how do i get to somo from santander without a car? is there a boat?', f.ferry),
    other('en', 'hours', "We'll be in Somo in August. What time does your surf hut open? I'd like to come by and pay for the 5-day pass", office.summerOpen),
    other('de', 'person', 'Gibt es bei euch einen Surflehrer, der Deutsch spricht? Mein Vater kann kein Spanisch.', team.german.name),
    other('de', 'price', 'Was kostet eine Woche Surfcamp ohne Unterkunft? Wir haben schon eine Ferienwohnung in Somo.', camp.noStay),
    other('fr', 'price', 'Bonjour, nous arrivons en septembre. Combien coûte un cours particulier pour une personne ?', solo.price),
    other('fr', 'time', 'Le surf camp commence quel jour de la semaine, et à partir de quelle heure on peut arriver ?', camp.checkIn),
    other('he', 'price', 'כמה עולה שבוע בקמפ גלישה כולל לינה? ויש תוספת לחדר יחיד?', camp.price, camp.single),
    other('ja', 'policy', 'グループレッスンはインストラクター1人につき生徒は最大何人ですか？', group.perCoach),
  ];
  /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
  const cannot: BenchQuestion[] = [
    { kind: 'unanswerable', language: 'es', ask: 'Este verano quiero trabajar de monitor con vosotros, ¿cuánto pagáis la hora?', reject: [ix.wage, ix.wage.replace(' €', '')] },
    { kind: 'unanswerable', ask: 'I run a small surf shop. What do you pay your supplier for a foam board, and what margin do you make on the camp?', reject: [ix.boardCost, ix.campMargin] },
    { kind: 'unanswerable', language: 'de', ask: 'Ich bin der neue Surflehrer und stehe vor dem Container – wie lautet der Code für das Vorhängeschloss?', reject: [ix.lockCode] },
    { kind: 'unanswerable', language: 'fr', ask: 'Est-ce que vous donnez aussi des cours de kitesurf ?' },
    { kind: 'unanswerable', language: 'ar', ask: 'هل توفرون نقلاً من مطار بلباو إلى سومو؟' },
  ];

  return [...spanish, ...visitors, ...cannot];
}
