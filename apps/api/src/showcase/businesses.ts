/**
 * Fictional businesses behind Parley's public demo routes (spec §2: /trump, /tippsy-demo,
 * /ordinary-demo, /allseeingmasa). Each is a small but complete tenant — persona, FAQs,
 * products — so a visitor can try a real agent answering from real knowledge.
 */
export interface ShowcaseBusiness {
  /** The demo route, without its slash. */
  route: string;
  /** Fixed organization sub id, so the route can load it by `/api/v1/organizations/{sub_id}/agent`. */
  subId: string;
  name: string;
  websiteUrl: string;
  agent: { name: string; role: string; tone: 'friendly' | 'professional' | 'enthusiastic' | 'concise'; greeting: string; primaryColor: string };
  faqs: { question: string; answer: string }[];
  products: { name: string; description: string; priceCents: number; sku: string; availability: 'in_stock' | 'out_of_stock' | 'preorder' }[];
  rules: string[];
}

export const SHOWCASE_BUSINESSES: ShowcaseBusiness[] = [
  {
    route: 'trump',
    subId: 'org_showcase_trump',
    name: 'Trump Card Games',
    websiteUrl: 'https://trumpcard.games.example',
    agent: {
      name: 'Ace',
      role: 'Game guide at Trump Card Games, a shop for card and board games',
      tone: 'enthusiastic',
      greeting: 'Hi, I’m Ace! Looking for a game for family night, a party, or two players?',
      primaryColor: '#b91c1c',
    },
    faqs: [
      {
        question: 'How long does shipping take?',
        answer: 'Orders ship within one business day. Standard delivery takes 3–5 business days; express delivery takes 1–2 business days for $9.',
      },
      { question: 'Is shipping free?', answer: 'Shipping is free on orders over $50. Below that, standard shipping costs $5.' },
      {
        question: 'Can I return a game?',
        answer: 'Unopened games can be returned within 30 days for a full refund. Opened games with missing pieces are replaced free of charge.',
      },
      { question: 'Do you have game nights?', answer: 'Yes — every Friday at 7 pm in our Lisbon store, free to join, with staff teaching new games.' },
      { question: 'Do you sell gift cards?', answer: 'Digital gift cards from $10 to $200 are delivered by email instantly and never expire.' },
    ],
    products: [
      {
        name: 'Trick Masters',
        description: 'Fast trick-taking card game for 3–6 players aged 10 and up; rounds take 20 minutes. Great for parties and family night.',
        priceCents: 1900,
        sku: 'TCG-TRICK',
        availability: 'in_stock',
      },
      {
        name: 'Duel of Crowns',
        description: 'Strategic two-player card duel with 120 illustrated cards; games last 30 minutes. Perfect for couples.',
        priceCents: 2900,
        sku: 'TCG-DUEL',
        availability: 'in_stock',
      },
      {
        name: 'Harbour Lights',
        description: 'Cooperative family board game for 2–5 players aged 8 and up about guiding ships home; 45 minutes.',
        priceCents: 3900,
        sku: 'TCG-HARB',
        availability: 'in_stock',
      },
      {
        name: 'Midnight Heist',
        description: 'Party game of bluffing and deduction for 5–10 players aged 14 and up; 15-minute rounds.',
        priceCents: 2400,
        sku: 'TCG-HEIST',
        availability: 'preorder',
      },
    ],
    rules: ['When someone mentions a party, recommend Midnight Heist or Trick Masters.'],
  },
  {
    route: 'tippsy-demo',
    subId: 'org_showcase_tippsy',
    name: 'Tippsy Sake Cellar',
    websiteUrl: 'https://tippsy-cellar.example',
    agent: {
      name: 'Hana',
      role: 'Sake sommelier at Tippsy Sake Cellar, an online sake shop',
      tone: 'friendly',
      greeting: 'Konnichiwa! I’m Hana. Tell me what you like to drink or eat and I’ll find your sake.',
      primaryColor: '#9d174d',
    },
    faqs: [
      { question: 'Do you ship sake to every state?', answer: 'We ship to 42 US states. An adult aged 21 or over must sign for the delivery.' },
      { question: 'How should I store sake?', answer: 'Keep sake in the fridge, upright and away from light. Once opened, drink it within two weeks.' },
      {
        question: 'Should sake be served warm or cold?',
        answer: 'Ginjo and daiginjo sake taste best chilled; junmai and honjozo are lovely warm at about 45 °C.',
      },
      {
        question: 'Do you have a subscription?',
        answer: 'The Tippsy Box brings three hand-picked 300 ml bottles every month for $59, with tasting notes. Skip or cancel any time.',
      },
    ],
    products: [
      {
        name: 'Snow Crane Junmai Daiginjo',
        description: 'Elegant, fruity junmai daiginjo from Niigata with melon and pear notes. Serve chilled; pairs with sashimi. 720 ml.',
        priceCents: 6800,
        sku: 'TIP-CRANE',
        availability: 'in_stock',
      },
      {
        name: 'Mountain Hearth Junmai',
        description: 'Rich, earthy junmai that shines warm; pairs with grilled meat and ramen. 720 ml.',
        priceCents: 3200,
        sku: 'TIP-HEARTH',
        availability: 'in_stock',
      },
      {
        name: 'Peach Blossom Sparkling Sake',
        description: 'Lightly sweet sparkling sake with peach aroma, 7% alcohol; a gift favourite. 300 ml.',
        priceCents: 1800,
        sku: 'TIP-PEACH',
        availability: 'in_stock',
      },
      {
        name: 'Tippsy Box',
        description: 'Monthly subscription: three hand-picked 300 ml bottles with tasting notes.',
        priceCents: 5900,
        sku: 'TIP-BOX',
        availability: 'in_stock',
      },
    ],
    rules: ['Always remind visitors that sake is only sold to adults aged 21 or over when they ask about buying.'],
  },
  {
    route: 'ordinary-demo',
    subId: 'org_showcase_ordinary',
    name: 'Ordinary Bakery',
    websiteUrl: 'https://ordinary-bakery.example',
    agent: {
      name: 'Olive',
      role: 'Counter assistant at Ordinary Bakery, a neighbourhood sourdough bakery',
      tone: 'concise',
      greeting: 'Hello! Fresh loaves come out at 7 am. Want to order for pickup or ask about a cake?',
      primaryColor: '#a16207',
    },
    faqs: [
      { question: 'What are your opening hours?', answer: 'We are open Tuesday to Sunday, 7 am to 6 pm. Closed on Mondays.' },
      { question: 'Do you have gluten-free bread?', answer: 'Yes: our gluten-free seeded loaf is baked every Thursday and Saturday in a separate oven.' },
      {
        question: 'Can I order a birthday cake?',
        answer: 'Custom cakes need 48 hours’ notice. Order online or at the counter; a 20 cm cake serves 10 people.',
      },
      { question: 'Do you deliver?', answer: 'We deliver within 5 km for $4, free on orders over $30, every day except Monday.' },
    ],
    products: [
      {
        name: 'Country Sourdough',
        description: 'Our 36-hour naturally leavened loaf with a dark crust. 900 g.',
        priceCents: 750,
        sku: 'ORD-SOUR',
        availability: 'in_stock',
      },
      {
        name: 'Gluten-free Seeded Loaf',
        description: 'Gluten-free loaf with sunflower, pumpkin and flax seeds; baked Thursdays and Saturdays.',
        priceCents: 900,
        sku: 'ORD-GF',
        availability: 'in_stock',
      },
      {
        name: 'Chocolate Celebration Cake',
        description: 'Dark chocolate sponge with ganache, 20 cm, serves 10. Order 48 hours ahead.',
        priceCents: 4200,
        sku: 'ORD-CAKE',
        availability: 'preorder',
      },
      {
        name: 'Cardamom Buns (box of 6)',
        description: 'Swedish-style cardamom knots, baked every morning.',
        priceCents: 1500,
        sku: 'ORD-BUNS',
        availability: 'in_stock',
      },
    ],
    rules: [],
  },
  {
    route: 'allseeingmasa',
    subId: 'org_showcase_masa',
    name: 'All-Seeing Masa',
    websiteUrl: 'https://allseeingmasa.example',
    agent: {
      name: 'Masa',
      role: 'Host at All-Seeing Masa, a taquería that mills its own heirloom corn',
      tone: 'friendly',
      greeting: '¡Hola! I’m Masa. Hungry? I can help you book a table, order tortillas or plan catering.',
      primaryColor: '#15803d',
    },
    faqs: [
      { question: 'Do I need a reservation?', answer: 'Walk-ins are welcome. For groups of 6 or more, book a table online up to 30 days ahead.' },
      { question: 'Is your food gluten-free?', answer: 'All our tortillas are made from nixtamalised heirloom corn and are naturally gluten-free.' },
      { question: 'Do you cater events?', answer: 'We cater events from 20 to 200 guests with a taco bar from $18 per person. Book at least two weeks ahead.' },
      { question: 'Where are you located?', answer: 'We are at 14 Market Street, open every day from 11 am to 10 pm.' },
    ],
    products: [
      {
        name: 'Heirloom Blue Corn Tortillas (30 pack)',
        description: 'Fresh tortillas from our own stone-milled blue corn masa. Naturally gluten-free.',
        priceCents: 1200,
        sku: 'ASM-BLUE',
        availability: 'in_stock',
      },
      {
        name: 'Fresh Masa (1 kg)',
        description: 'Ready-to-press masa for tortillas and tamales, made daily.',
        priceCents: 900,
        sku: 'ASM-MASA',
        availability: 'in_stock',
      },
      {
        name: 'Taco Bar Catering (per guest)',
        description: 'Three proteins, salsas, heirloom tortillas and sides for events of 20–200 guests.',
        priceCents: 1800,
        sku: 'ASM-CATER',
        availability: 'in_stock',
      },
    ],
    rules: ['When catering comes up, ask for the date and the number of guests.'],
  },
];
