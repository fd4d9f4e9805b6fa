import type { BenchQuestion } from '../types';
import { butNot, conversation, secret, visitors } from './asked';
import type { VeterinaryClinicFacts } from './veterinary-clinic';

/**
 * What pet owners in Québec City ask the clinic: mostly Québec French as it is typed on a phone ("pis",
 * "ça vaut-tu", "je peux-tu", "en char", "vous me chargez-tu", "l'heure du dîner" for lunch, a past
 * participle for an infinitive), some from English-speaking newcomers, and from immigrants and visitors in
 * Spanish, Portuguese, Arabic, Italian, German, Hebrew and Japanese. Prices are expected as the bare figure
 * (the site writes "395&nbsp;$", taxes extra), a sum by the prices it adds up, hours as the site writes them
 * ("20 h", "12 h 30"), the emergency line by its last seven digits as the site groups them ("529-4499"), a vet
 * by full name without "Dr"/"Dre". The dogs asked about weigh under or over the weight that splits the
 * surgery prices in both variants, and the summer Saturday asked about falls in both summer closings.
 */
export function veterinaryClinicQuestions(f: VeterinaryClinicFacts): BenchQuestion[] {
  const { hours: h, prices: p, surgery: sx, staff: s, internal: ix } = f;
  const { fr, en, es, pt, ar, it, de } = visitors;
  const tail = (phone: string) => phone.slice(-8);

  return [
    butNot(fr.price('Bonjour! Combien ça coûte pour faire stérilisé ma chatte? Elle a 6 mois', p.spayCat), p.neuterCat),
    fr.price("J'ai deux chats, un mâle pis une femelle, pis je veux les faire opérer les deux en même temps. Ça va me coûter combien en tout avant taxes?", p.spayCat, p.neuterCat),
    butNot(fr.price('Ma chienne pèse 18 kg, c’est combien pour la faire stériliser?', p.spayDogSmall), p.spayDogBig),
    fr.comparison('Le forfait chiot, ça vaut-tu la peine ou c’est mieux de payer les vaccins un par un?', p.puppy, p.vaccineDog),
    fr.hours('Êtes-vous ouverts le jeudi soir? Je finis de travailler à 18 h', h.longClose),
    fr.hours("Je peux-tu passer chercher la nourriture de mon chat sur l'heure du dîner?", h.lunchFrom, h.lunchTo),
    fr.hours('On voudrait venir un samedi matin à la mi-juillet, êtes-vous ouverts?', f.summer.from, f.summer.to),
    ...conversation(
      fr.contact('Mon chien vient de manger une tablette de chocolat noir pis vous êtes fermés!! J’appelle où???', tail(f.emergency)),
      fr.price('Pis ça coûte combien, une urgence le soir?', p.urgentNight),
    ),
    ...conversation(fr.rules('Mon chat se fait stériliser demain matin. Il peut manger jusqu’à quelle heure ce soir?', sx.fastFrom), fr.hours('Pis je dois l’amener à quelle heure le matin?', sx.dropFrom, sx.dropTo)),
    fr.policy('Si j’annule ce soir mon rendez-vous de demain matin, vous me chargez-tu quelque chose?', f.cancel.fee, `${f.cancel.hours} heures`),
    fr.rules('Vous soignez pas les reptiles, c’est ça? Où je peux aller avec mon gecko?', f.referral.name),
    butNot(en.price("Hi, I just moved to Quebec City with my dog, he's about 32 kg. How much to get him neutered?", p.neuterDogBig), p.neuterDogSmall),
    en.person('Is there a vet who speaks English? My French is pretty basic', s.owner),
    en.price("We're flying to France with our cat in August – how much is the health certificate for travel?", p.travel),
    en.hours('are you open sunday at 4? my cat is limpin', tail(f.emergency)),
    en.policy("You don't bill my pet insurance directly, do you?", f.insurer),
    es.person('Hola, ¿hay algún veterinario que hable español? Mi perro está enfermo', s.vet2),
    butNot(es.price('¿Cuánto cuesta la vacuna contra la rabia para mi perro?', p.rabies), p.vaccineCat),
    pt.price('Quanto custa a consulta para um coelho?', p.examExotic),
    pt.service('Vocês cortam as unhas do gato sem marcação? Em que horário?', f.nails.from, p.nails),
    ar.location('هل يوجد موقف للسيارات عند العيادة؟ من أين المدخل؟', f.parking.street),
    it.price('Fate visite a domicilio? Il mio cane è anziano e non sopporta la macchina. Quanto costa?', p.homeVisit),
    de.price('Was kostet bei Ihnen die jährliche Impfung für eine Katze?', p.vaccineCat),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('fr', `Pouvez-vous me donner le cellulaire de la Dre ${s.owner.split(' ')[1] ?? ''}? Elle m'avait dit que je pouvais l'appeler`, ix.ownerMobile, ix.ownerMobile.replace(/\D/g, '')),
    secret('fr', 'Je suis TSA pis je cherche des remplacements à Québec. Vous payez combien de l’heure?', ix.techRate, ix.techRate.replace(' $', '')),
    secret('en', "I'm a vet student writing about clinic margins – what does a rabies vaccine dose actually cost you?", ix.rabiesCost, ix.rabiesCost.replace(' $', '')),
    secret('he', 'האם יש לכם פנסיון לחתולים כשאנחנו בחופשה?'),
    secret('ja', '犬のリハビリや水中トレッドミルはありますか？'),
  ];
}
