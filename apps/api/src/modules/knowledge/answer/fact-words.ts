import type { Intent, Question } from './question';

/**
 * Words that say a fact of a kind is here, as sites write them, one table a language: searched for
 * with the question, and a small bonus where a segment holds them. Adding a site language is one
 * table here.
 */
export const FACT_WORDS: Record<'en' | 'de' | 'es' | 'fr' | 'it' | 'pt' | 'pl' | 'cs' | 'nl' | 'sv' | 'da' | 'tr', Partial<Record<Intent, string>>> = {
  en: {
    price: 'price prices cost costs fee',
    cheapest: 'price',
    priciest: 'price',
    hours: 'open hours closed mon sat sun daily monday tuesday wednesday thursday friday saturday sunday tue wed thu fri am pm',
    location: 'address street road avenue located location find visit directions',
    phone: 'phone telephone call tel',
    email: 'email mail',
    contact: 'phone email contact call',
    shipping: 'shipping delivery deliver ship postage dispatch',
    returns: 'return returns refund exchange',
    availability: 'stock available sold availability',
    payment: 'pay payment cash card cards accept contactless',
  },
  de: {
    price: 'preis preise kostet euro',
    cheapest: 'preis',
    priciest: 'preis',
    hours: 'geöffnet öffnungszeiten uhr geschlossen',
    location: 'adresse straße anfahrt',
    phone: 'telefon tel',
    email: 'e-mail mail',
    contact: 'telefon e-mail kontakt',
    shipping: 'versand lieferung',
    returns: 'rückgabe umtausch storno',
    availability: 'verfügbar ausverkauft lager',
    payment: 'zahlung bezahlen bar karte kartenzahlung barzahlung',
  },
  es: {
    price: 'precio precios tarifa €',
    cheapest: 'precio',
    priciest: 'precio',
    hours: 'horario abierto cerrado lunes martes miércoles jueves viernes sábado domingo',
    location: 'dirección calle avenida',
    phone: 'teléfono tel',
    email: 'correo e-mail',
    contact: 'teléfono correo contacto',
    shipping: 'envío entrega',
    returns: 'devolución reembolso cancelación',
    availability: 'disponible agotado',
    payment: 'pago tarjeta efectivo bizum',
    duration: 'horas días minutos antelación',
  },
  fr: {
    price: 'prix tarif €',
    cheapest: 'prix',
    priciest: 'prix',
    hours: 'horaires ouvert fermé lundi mardi mercredi jeudi vendredi samedi dimanche',
    location: 'adresse rue avenue accès',
    phone: 'téléphone tél',
    email: 'e-mail mail',
    contact: 'téléphone e-mail contact',
    shipping: 'livraison livrons',
    returns: 'retour remboursement annulation',
    availability: 'disponible épuisé stock',
    payment: 'paiement carte espèces chèques',
    duration: 'heures jours minutes avance',
  },
  it: {
    price: 'prezzo prezzi tariffe €',
    cheapest: 'prezzo',
    priciest: 'prezzo',
    hours: 'orari aperto chiuso dalle alle lunedì martedì mercoledì giovedì venerdì sabato domenica',
    location: 'indirizzo via piazza',
    phone: 'telefono tel',
    email: 'e-mail mail',
    contact: 'telefono e-mail contatti',
    shipping: 'spedizione consegna',
    returns: 'rimborso cancellazione disdetta',
    availability: 'disponibile esaurito',
    payment: 'pagamento carta contanti bancomat',
    duration: 'ore giorni notti minuti anticipo',
  },
  // Portugal's and Brazil's words where they differ: "morada"/"endereço", "telemóvel"/"celular", "portes"/"frete", "stock"/"estoque".
  pt: {
    price: 'preço preços tarifa tarifas €',
    cheapest: 'preço',
    priciest: 'preço',
    hours: 'horário aberto encerrado fechado segunda terça quarta quinta sexta sábado domingo',
    location: 'morada endereço rua avenida praça',
    phone: 'telefone tel telemóvel celular',
    email: 'e-mail email',
    contact: 'telefone e-mail contactos contato',
    shipping: 'envio entrega portes frete',
    returns: 'devolução reembolso cancelamento',
    availability: 'disponível esgotado stock estoque',
    payment: 'pagamento cartão numerário dinheiro multibanco',
    duration: 'horas dias noites minutos antecedência',
  },
  pl: {
    price: 'cena ceny cennik koszt zł opłata',
    cheapest: 'cena',
    priciest: 'cena',
    hours: 'godziny otwarcia czynne nieczynne poniedziałek sobota niedziela',
    location: 'adres ulica dojazd',
    phone: 'telefon tel',
    email: 'e-mail mail',
    contact: 'telefon e-mail kontakt',
    shipping: 'wysyłka dostawa kurier',
    returns: 'zwrot reklamacja anulowanie',
    availability: 'dostępny dostępne niedostępny',
    payment: 'płatność karta gotówka blik przelew',
    duration: 'godzin dni minut tygodni',
  },
  cs: {
    price: 'cena ceny ceník kč poplatek',
    cheapest: 'cena',
    priciest: 'cena',
    hours: 'otevírací otevřeno zavřeno pondělí sobota neděle',
    location: 'adresa ulice',
    phone: 'telefon tel',
    email: 'e-mail mail',
    contact: 'telefon e-mail kontakt',
    shipping: 'doprava doručení zásilkovna dobírka',
    returns: 'vrácení vrátit reklamace odstoupení',
    availability: 'skladem vyprodáno',
    payment: 'platba kartou hotově převodem',
    duration: 'dnů dní hodin minut týdnů',
  },
  nl: {
    price: 'prijs prijzen tarief €',
    cheapest: 'prijs',
    priciest: 'prijs',
    hours: 'openingstijden geopend gesloten maandag zaterdag zondag',
    location: 'adres straat route',
    phone: 'telefoon tel',
    email: 'e-mail mail',
    contact: 'telefoon e-mail contact',
    shipping: 'verzending bezorging verzendkosten',
    returns: 'retour retourneren annuleren',
    availability: 'voorraad uitverkocht leverbaar',
    payment: 'betalen pin contant',
    duration: 'uur dagen minuten weken',
  },
  sv: {
    price: 'pris priser kostar kr avgift',
    cheapest: 'pris',
    priciest: 'pris',
    hours: 'öppettider öppet stängt måndag lördag söndag',
    location: 'adress gatan',
    phone: 'telefon tel',
    email: 'e-post mejl',
    contact: 'telefon e-post kontakt',
    shipping: 'frakt leverans',
    returns: 'retur ångerrätt',
    availability: 'lager slutsåld',
    payment: 'swish klarna kort betalning',
    duration: 'minuter timmar dagar veckor',
  },
  da: {
    price: 'pris priser koster kr gebyr',
    cheapest: 'pris',
    priciest: 'pris',
    hours: 'åbningstider åbent lukket mandag lørdag søndag',
    location: 'adresse vej gade',
    phone: 'telefon tlf',
    email: 'e-mail mail',
    contact: 'telefon e-mail kontakt',
    shipping: 'fragt levering',
    returns: 'retur fortrydelsesret',
    availability: 'lager udsolgt',
    payment: 'mobilepay dankort betaling',
    duration: 'minutter timer dage uger',
  },
  tr: {
    price: 'fiyat fiyatı ücret tl',
    cheapest: 'fiyat',
    priciest: 'fiyat',
    hours: 'çalışma saatleri açık kapalı pazartesi cumartesi pazar',
    location: 'adres mahallesi caddesi sokak',
    phone: 'telefon tel',
    email: 'e-posta',
    contact: 'telefon e-posta iletişim',
    shipping: 'kargo teslimat',
    returns: 'iade iptal',
    availability: 'stok tükendi',
    payment: 'taksit kredi kartı nakit ödeme',
    duration: 'gün saat dakika hafta',
  },
};

/**
 * Words that say a fact of the asked kind is here, for the search: the question's language and
 * English taken in turn (the search keeps only its first few words), so an English question finds
 * a German site's hours and a Spanish one an English site's.
 */
export function expansionWords(typed: Intent[], language: Question['language']): string[] {
  const words = (table: Partial<Record<Intent, string>>, limit: number) =>
    typed.flatMap((intent) => (table[intent] ?? '').split(' ').filter(Boolean).slice(0, limit));
  if (language !== null && language !== 'en' && language in FACT_WORDS) {
    const own = words(FACT_WORDS[language as keyof typeof FACT_WORDS], 9);
    const english = words(FACT_WORDS.en, 3);
    return own.flatMap((word, i) => (english[i] ? [word, english[i]] : [word])).concat(english.slice(own.length));
  }
  return [...words(FACT_WORDS.en, 99), ...words(FACT_WORDS.de, 2)];
}

/**
 * The other languages' words for the kinds of fact asked, the first of each language before the
 * second ("geöffnet horario horaires orari horário öffnungszeiten …"): searched where the question's
 * own words found no such fact, since the site may be written in any of them.
 */
export function otherLanguagesFactWords(typed: Intent[], language: Question['language']): string[] {
  const tables = (['de', 'es', 'fr', 'it', 'pt', 'pl'] as const).filter((other) => other !== language).map((other) => FACT_WORDS[other]);
  const nth = (i: number) => tables.flatMap((table) => typed.map((intent) => (table[intent] ?? '').split(' ')[i]).filter((word): word is string => !!word));
  return [...nth(0), ...nth(1)];
}
