/** The second half of the Portuguese words (everyday-words-pt.ts explains them), kept apart for length. */
export const MORE_PORTUGUESE_WORDS = `
  dog grooming | tosquia, tosa, banho e tosa
  dog training | treino canino, treino de caes, adestramento, adestramento canino
  cat litter | areia para gatos, areia de gato
  breed | raca
  breeder | criador, criadora, criadores
  bowl | tigela
  pet food | racao, racoes, comida para animais
  dog food | racao para caes, racao para cachorro, comida para caes
  cat food | racao para gatos, comida para gatos
  pet-friendly | aceita animais, aceitam animais, animais permitidos, animais aceites
  dog-friendly | caes permitidos, aceita caes, aceitam caes
  shirt | camisa
  blouse | blusa
  t-shirt | camiseta
  trousers | calcas
  jeans | calcas de ganga, calca jeans, calcas jeans
  skirt | saia
  dress | vestido
  jacket | casaco, jaqueta, blusao
  overcoat | casaco de inverno
  sweater | sueter, pulover, camisola de la
  scarf | cachecol, cachecois
  necktie | gravata
  socks | peugas
  underwear | roupa interior, roupa intima, roupa de baixo
  swimsuit | fato de banho, fatos de banho, roupa de banho, traje de banho, calcoes de banho, sunga
  pyjamas | pijama
  gloves | luvas
  hat | chapeu
  sneakers | sapatilhas
  stiefel | botas
  sandals | sandalias
  slippers | chinelos, pantufas
  curtains | cortina, cortinado
  bed linen | roupa de cama
  duvet | edredao, edredoes, edredom, edredons
  pillow | travesseiro
  cushion | almofada
  blanket | cobertor, cobertores, manta
  bed sheet | lencol, lencois
  tablecloth | toalha de mesa, toalhas de mesa
  silk | seda
  cotton | algodao
  leather | couro
  linen | linho
  stain | mancha
  knopf | botao, botoes
  zipper | fecho eclair, fecho de correr, ziper
  hem | bainha
  seamstress | costureira, modista
  sewing | costura, coser, costurar
  ironing | engomar, engomadoria, passar a ferro, passar roupa, passadoria
  laundry | lavagem de roupa, roupa suja
  launderette | lavandaria, lavanderia
  dry cleaning | limpeza a seco, lavandaria a seco, lavanderia a seco, tinturaria
  washing machine | maquina de lavar, maquinas de lavar, maquina de lavar roupa
  tumble dryer | maquina de secar, maquinas de secar, maquina de secar roupa, secadora
  clothing alterations | arranjos de costura, arranjos de roupa, ajustes de roupa
  small | pequeno, pequena
  big | grande, grandes
  tiny | minusculo, minuscula, pequenino, pequenina
  huge | enorme
  heavy | pesado, pesada
  old | velho, velha
  young | jovem, jovens
  age | idade
  age group | faixa etaria, faixas etarias, grupo etario, escalao etario
  tram | bonde
  long-distance bus | autocarro expresso, autocarro de longo curso, onibus de viagem, onibus rodoviario
  motorbike | mota, motocicleta, motociclo
  flight | voo
  airplane | aviao, avioes
  luggage | bagagem, bagagens
  suitcase | mala de viagem, malas de viagem
  passenger | passageiro, passageira
  departure | hora de partida
  arrival | chegada
  journey | viagem, viagens
  driving school | escola de conducao, escolas de conducao, auto-escola, autoescola
  driving lesson | aula de conducao, aulas de conducao, aula de direcao, aulas de direcao
  driving licence | carta de conducao, cartas de conducao, carteira de motorista, carteira de habilitacao
  motorway | autoestrada, auto-estrada, rodovia
  traffic jam | engarrafamento, congestionamento
  petrol station | bomba de gasolina, bombas de gasolina, posto de gasolina, postos de gasolina, posto de combustivel
  petrol | gasolina
  charging station | posto de carregamento, ponto de carregamento, estacao de carregamento
  public transport | transportes publicos, transporte publico
  on foot | a pe
  boat | barco, embarcacao, embarcacoes
  car hire | aluguer de carros, aluguer de automoveis, aluguer de viaturas, aluguel de carros, aluguel de carro
  cycle path | ciclovia, ciclofaixa, pista ciclavel, pistas ciclaveis
  horse riding | equitacao, hipismo, andar a cavalo, montar a cavalo
  riding school | escola de equitacao, centro hipico, centro equestre
  hiking | caminhada, pedestrianismo
  hiking trail | trilho, trilha, percurso pedestre
  cycling | ciclismo
  climbing | escalada
  skiing | esqui, esquiar
  ice skating | patinagem no gelo, patinacao no gelo
  campsite | parque de campismo, parques de campismo, campismo
  tent | tenda de campismo, barraca de camping
  helmet | capacete
  backpack | mochila
  bottle | garrafa
  umbrella | guarda-chuva, guarda chuva, chapeu de chuva, chapeus de chuva
  sunscreen | protetor solar, protector solar, creme solar, filtro solar
  picnic | piquenique
  playground | parque infantil, parques infantis, parquinho
  beach | praia
  seaside | beira-mar, a beira-mar, beira mar, junto ao mar, litoral
  lake | lago
  mountain | montanha
  forest | floresta, bosque
  river | rio
  museum | museu
  guided tour | visita guiada
  competition | competicao, competicoes, concurso
  tournament | torneio
  workout | treino
  entrenador | treinador, treinadora, treinadores
  intermediate | intermedio, intermedia
  advanced | avancado, avancada
  husband | marido, esposo
  wife | esposa
  spouse | conjuge
  toddler | crianca pequena, criancas pequenas
  grandparents | avos, avo
  mother | mae, mamae
  father | pai, papai
  brother | irmao, irmaos
  hermana | irma
  siblings | irmaos
  friend | amigo, amiga
  neighbour | vizinho, vizinha
  colleague | colega
  twins | gemeos, gemeas
  2 | dois, duas
  4 | quatro
  5 | cinco
  6 | seis
  7 | sete
  8 | oito
  9 | nove
  10 | dez
  buy | comprar, compra
  shop | loja
  mobile | telemovel, telemoveis, celular, celulares
  gift card | cartao presente, cartao-presente, cartao de oferta, cartao oferta
  car park | parque de estacionamento, parques de estacionamento
  session | sessao, sessoes
  pause | pausar, suspender, congelar
  wheelchair | cadeira de rodas, cadeiras de rodas
  lift | elevador, elevadores, ascensor
  postcode | codigo postal, cep
  haircut | corte de cabelo, cortes de cabelo
  cut | cortar
  women | mulher, mulheres, senhoras
  men | homem, homens
  bath | banho, tomar banho, lavar
  highlights | madeixas, mechas
  beard | barba
  card | cartao, cartoes
  old town | centro historico, zona historica, cidade velha
  city centre | centro da cidade
  branch | filial, filiais, sucursal
  opening hours | horario de funcionamento, horario de abertura
  staff | equipa, equipe
  founded | fundado, fundada
  event | evento
  opening | abertura, inauguracao
  vet | veterinario, veterinaria
  english | ingles, inglesa
  german | alemao, alema
  spanish | espanhol, castelhano
  french | frances, francesa
  italian | italiano
  portuguese | portugues, portuguesa
  dutch | holandes, neerlandes
  polish | polaco, polones
  turkish | turco
  arabic | arabe
  russian | russo
  ukrainian | ucraniano
  croatian | croata
  greek | grego
  chinese | chines, mandarim
  japanese | japones
  sign language | lingua gestual, lingua de sinais
  stop | paragem, paragens, paragem de autocarro, ponto de onibus
  station | estacao de comboios, estacao ferroviaria, estacao de trem, estacao rodoviaria, estacao de metro, rodoviaria
  teacher | professor, professora, professores, instrutor, instrutora, instrutores, monitora, monitores
  private | privado, privada
  group | grupo
  adult | adulto, adulta
  deposit | caucao
  refund | reembolso, reembolsar
  cancellation | cancelamento, anulacao
  free | gratis, gratuito, gratuita, de graca
  rental | aluguer, alugueres, aluguel, alugueis
  equipment | equipamento
  meeting point | ponto de encontro
  morning | manha, de manha
  evening | fim de tarde, ao fim da tarde, ao final da tarde
  summer | verao
  expire | expirar, expira, expiram, validade, prazo de validade, caducar, caducidade
  wreath | coroa de flores, coroas de flores
  work | trabalhar
  travel | viajar
  tienda | loja
  clase | aula
  profesor | professor, professora, professores
  limpieza | limpeza
  revision | revisao, revisoes
  reparacion | reparacao, conserto
  servicio | servico
  cita | marcacao, agendamento
  tarjeta | cartao, cartoes
  descuento | desconto
  estudiante | estudante, aluno, aluna
  nino | crianca, menino
  ninos | criancas, meninos
  perro | cao, caes
  aparcamiento | estacionamento
  aparcar | estacionar
  estacionamiento | estacionamento
  candado | cadeado
  vino | vinho
  te | cha
  membresia | adesao
  suscripcion | subscricao, subscricoes
  mensual | mensal, mensais
  anual | anual, anuais
  semanal | semanal, semanais
  principiante | iniciante, principiante
  embarazo | gravidez
  embarazada | gravida
  pago | pagamento
  plazos | prestacoes, em prestacoes
  financiacion | financiamento
  alquiler | aluguer, alugueres, aluguel, alugueis
  alquilar | alugar
  talla | tamanho
  color | cor
  zapatos | sapatos
  ropa | roupa
  libro | livro
  bano | casa de banho, banheiro
  silla | cadeira
  doctor | medico, medica
  tratamiento | tratamento
  precio | preco, valor, valores
  ensena | ensina, leciona
  ensenan | ensinam, lecionam
  ppl | pessoa, pessoas
  pic | foto, fotografia
  tv | televisao, televisor
  wifi | rede sem fios, internet sem fios
  kg | quilo, quilograma
  electric | eletrico, eletrica, eletricos, eletricas
`;
