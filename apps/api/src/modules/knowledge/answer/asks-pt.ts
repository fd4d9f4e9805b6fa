import type { Intent } from './question';

/**
 * Portuguese, as visitors in Portugal and Brazil type it, for asks.ts's tables (kept here for that
 * file's length): one line an intent, the words that only say which kind of answer is wanted, and
 * the function words. Folded as asks.ts's header says ("preco", "horario", "endereco"); both
 * spellings where they differ ("contacto"/"contato", "telemovel"/"celular", "aluguer"/"aluguel").
 *
 * Every line is matched against questions in every language, so a word another language writes
 * with another meaning is narrowed or left out: Spanish "fecha" is a date, "morada" a colour,
 * "funciona" asks how something works, "cancelar la reserva" and "entregar la ropa" are no asks
 * of returns or shipping, "pagar por" is paying for (a price); French "portes" are doors. And
 * Portuguese's own: "troca" is also an oil or tyre change and "trocar" any change (of a date, a
 * class), "entregar" a handing in, "situado" where anything is: none asks.
 */
export const PORTUGUESE_ASKS: Record<Intent, string> = {
  cheapest: 'mais barat[oa]s?|menos car[oa]s?|mais em conta|mais economic[oa]s?|mais acessive(?:l|is)',
  priciest: 'mais car[oa]s?',
  // "Tenho de pagar a entrada?" asks what it costs; "pagar com cartão" how one pays (payment).
  price:
    'precos?|quanto (?:e que )?(?:custa|custam|e|fica|ficam|sai|saem|cobra|cobram|pago|pagamos|pagaria|pagariamos|vou pagar|vamos pagar)|custa(?:m|ria|riam)?|custo|valor(?:es)?|tarifas?|(?:tenho|temos|tem|e preciso) (?:de |que )?pagar(?! (?:com|em|por|no|na|atraves|via))',
  availability: 'disponive(?:l|is)|disponibilidade|esgotad[oa]s?|em (?:stock|estoque)|(?:ha|tem|teem|ainda ha) (?:vagas?|lugares?)',
  hours:
    'horarios?|a que horas?|que horas|ate (?:que horas|as quantas|quando(?! (?:tenho|temos|devo|devemos) ))|abre|abrem|abert[oa]s?|abertura|fecham|fechad[oa]s?|fecha (?:ao|aos|as|hoje|amanha|cedo|mais cedo|tarde|mais tarde|durante)|encerram|encerrad[oa]s?|hora de fecho|funcionam (?:ao|aos|as|no|nos|hoje|amanha|durante)',
  // Italian "onde" are waves ("onde e vento"): "onde é" asks where before an article or at the end.
  location:
    'onde (?:fica|ficam|e (?:que|a|o|as|os)|estao|esta|estamos|sao|posso|podemos|vos|se (?:encontra|encontram|situa|situam))|(?:^\\s*|(?:a|da|na|vossa|sua|tua|qual|qual e) )morada|endereco|localizacao|como (?:chegar|chego|chegamos|se chega|vos encontro)|codigo postal|(?:fica|ficam) onde|onde e(?= *(?:[?.!]|$))',
  phone: 'telefone|telemovel|celular|numero de (?:telefone|telemovel|celular|contacto|contato|whatsapp)|ligar(?:-vos| para)|conta(?:c)?to telefonico',
  email: 'correio ele(?:c)?tronico|endereco de e-?mail|escrever-vos|(?:enviar|mandar) (?:um )?e-?mail',
  contact: 'conta(?:c)?tar|conta(?:c)?tos?|entrar em conta(?:c)?to|falar com (?:alguem|voces|a equipa|a equipe)',
  shipping: 'envios?|enviam|enviar|entregas?|entregam|portes (?:de envio|gratis|gratuitos|incluidos)|frete|expedicao|expedem',
  returns:
    'devolucao|devolucoes|devolver|devolvem|reembolsos?|reembolsar|cancelamento|desmarcar|cancelar (?:a |o |as |os |uma |um )?(?:minha |meu )?(?:marcacao|reserva|consulta|aula|encomenda|inscricao|pedido|passeio|curso|aluguer|aluguel|agendamento)s?',
  payment:
    'pagar (?:com|em|atraves|via)|pagamento (?:com|em)|(?:formas?|metodos?|meios?) de pagamento|multibanco|mb ?way|numerario|em dinheiro|aceitam (?:dinheiro|pix|cheques?|cart(?:ao|oes))|cart(?:ao|oes) (?:de credito|de debito|multibanco)',
  person: 'quem|alguem que|(?:algum|alguma|um|uma) \\p{L}+ que (?:fale|falem|fala)',
  // "Tem de ser marcado?", "tem que pagar?" say what must be done, not what there is.
  exists:
    '(?:^\\s*(?:e )?|(?:voces|vcs|vc) )(?:tem|teem|vendem|fazem|oferecem|aceitam|servem|alugam|organizam)(?! (?:de|que)\\b)|ha (?:um|uma|uns|umas|algum|alguma|alguns|algumas)|existem|e possivel',
  duration:
    'quanto tempo|quanto (?:dura|duram|demora|demoram)|demora(?:m)?|duracao|dura(?:m)?(?= (?:o|os|as|um|uma|cerca|quanto|\\d))|quant[oa]s (?:dias|horas|minutos|semanas|meses|noites)|antecedencia|validade|valid[oa] (?:durante|por)|(?<!(?:^|\\s)a )prazos?',
  quantity: 'quant[oa]s|capacidade|lotacao',
  // "A que horas têm aulas?" asks a time, not a list; "o que tem de levar" what to bring.
  list: '(?:o )?que (?:(?!horas?\\b)\\w+ )?(?:tem|teem|vendem|oferecem|servem|alugam)(?! (?:de|que)\\b)|ementa|cardapio',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const PORTUGUESE_INTENT_WORDS = `preco precos custa custam custo custar valor valores tarifa tarifas pagar pago pagamos pagamento pagamentos barato baratos
   disponivel disponiveis disponibilidade esgotado esgotada esgotados esgotadas estoque vagas
   horario horarios horas abre abrem aberto aberta abertos abertas abertura fecham fechado fechada fechados fechadas encerram encerrado encerrada
   onde morada endereco localizacao fica ficam chegar chego
   telefone telemovel celular ligar contacto contactos contato contatos contactar contatar eletronico electronico
   envio envios enviam entrega entregas entregam enviar frete expedicao
   devolucao devolucoes devolver devolvem reembolso reembolsos reembolsar cancelamento desmarcar
   quem vendem oferecem dura duram duracao tempo demora demoram antecedencia validade valido valida prazo prazos quantos quantas capacidade lotacao
   multibanco numerario cartao cartoes`;

/**
 * Function words and filler: removed only from a Portuguese question ("para", "com", "tem" and
 * "mais" are words elsewhere). Parts of the day ("tarde", "noite") stay: they narrow the hours.
 */
export const PORTUGUESE_STOP_WORDS = `o a os as um uma uns umas de do da dos das em no na nos nas num numa nuns numas dum duma ao aos pelo pela pelos pelas
   por para pra pro com sem sob sobre entre ate desde contra e ou mas nem que se nao sim
   eu tu voce voces vc vcs ele ela eles elas nos vos me te lhe lhes mim ti si comigo contigo connosco conosco convosco
   meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso vossa vossos vossas dele dela deles delas
   este esta estes estas esse essa esses essas aquele aquela aqueles aquelas isto isso aquilo aqui ai ali la ca
   qual quais quanto quanta quantos quantas quando onde como porque quem
   ser sou es somos sao era eram foi seria estar estou estas estamos estao estava ter tenho tens tem temos teem tinha ha haver
   fazer faco fazes faz fazemos fazem fiz poder posso podes pode podemos podem podia poderia poderiamos dever devo deve devemos devem
   querer quero queres quer queremos querem queria queriamos gostaria gostariamos precisar preciso precisa precisamos precisam
   ir vou vais vai vamos vao vir venho vem vimos dar dou dao dizer diga digam diz saber sei sabe sabem conseguir consigo consegue
   ola oi bom boa bons boas obrigado obrigada favor desculpe desculpa
   muito muita muitos muitas pouco pouca mais menos tambem ainda ja so apenas somente agora hoje amanha entao pois bem sempre nunca talvez
   algum alguma alguns algumas alguem algo nenhum nenhuma ninguem nada tudo todo toda todos todas outro outra outros outras mesmo mesma
   cada qualquer tal proximo proxima proximos proximas possivel exatamente exactamente cerca aproximadamente tipo coisa coisas info informacao informacoes fale falam falem falar`;
