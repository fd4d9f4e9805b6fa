/**
 * Portuguese words for the concepts of the other lists (EVERYDAY_WORDS, MORE_EVERYDAY_WORDS and the
 * groups written in synonyms.ts), one concept a line, keyed by the first word of the line they
 * belong to, exactly as it is written there: `first word | portuguese words`, comma-separated. They
 * are merged into those lines when the groups are built, so a German visitor's "Kinder" finds a
 * Portuguese site's "criancas" and a Portuguese visitor's "preco" a French site's "prix"; a key
 * that leads several lines ("booking", "cancel") gives its words to each. European and Brazilian
 * Portuguese both, where they differ ("comboio" and "trem", "autocarro" and "onibus",
 * "pequeno-almoco" and "cafe da manha", "telemovel" and "celular"), and the plurals light stemming
 * does not reach ("licoes", "viagens", "hospitais"; "casas" is found as "casa"). Kept as strict as
 * the other lists: every word means the line's concept, and a word with another everyday meaning is
 * left out ("banco" is a bank and a bench, "conta" a bill and an account, "quarto" a room and a
 * quarter, "maio" a swimsuit and May, "estacao" a station and a season), and so is one that is a
 * common English, Spanish, French or Italian word of another meaning ("data", "burro", "tenda",
 * "neto", "pais", "ferias"); some concepts therefore have no line. Written folded, as questions are
 * read: lower case, no accents, "ç" as "c", "ã" and "õ" as "a" and "o" ("preço" as "preco",
 * "lições" as "licoes"). The last lines are led by the Spanish word or abbreviation of a
 * synonyms.ts group that names an everyday concept of commerce in English ("tienda, shop, store";
 * "ppl, people, person").
 */
export const PORTUGUESE_WORDS = `
  house | casa, moradia, moradias, vivenda
  home | domicilio, em casa
  apartment | apartamento
  room | sala
  bedroom | dormitorio
  bathroom | casa de banho, casas de banho, banheiro, banheiros
  toilet | casa de banho, casas de banho, banheiro, banheiros, wc
  kitchen | cozinha
  ground floor | res-do-chao, res do chao, terreo, andar terreo
  stairs | escada, escadaria
  basement | porao, poroes, subsolo
  roof | telhado
  garden | jardim, jardins
  terrace | terraco, esplanada
  balcony | varanda
  garage | garagem, garagens
  window | janela
  door | porta
  wall | parede, muro
  building | edificio, predio
  furniture | moveis, mobilia, mobiliario
  bed | cama
  shower | duche, chuveiro
  heating | aquecimento, aquecido, aquecida
  air conditioning | ar condicionado, ar-condicionado, climatizacao, climatizado, climatizada
  water | agua
  key | chave
  accommodation | alojamento, hospedagem, hospedagens
  overnight stay | pernoita, pernoite, noite de alojamento
  towel | toalha
  child | crianca, menino, menina, miudo, miudos, miuda, miudas
  baby | bebe
  teenager | adolescente
  son | filho
  daughter | filha
  family | familia
  senior | idoso, idosa, aposentado, aposentada, terceira idade
  beginner | iniciante, principiante
  member | membro, socio, socia
  student | aluno, aluna, estudante
  guest | hospede, convidado, convidada
  pet | animal de estimacao, animais de estimacao, animal de companhia, animais de companhia
  day | dia
  week | semana
  month | meses
  year | ano
  hour | hora
  minute | minuto
  weekend | fim de semana, fins de semana, fim-de-semana, fins-de-semana
  public holiday | feriado, dia feriado
  afternoon | tarde
  night | noite, noturno, noturna, noturnos, noturnas
  season | temporada
  semester | semestre
  timetable | horario
  birthday | aniversario, festa de aniversario
  party | festa
  wedding | casamento
  christmas | natal
  easter | pascoa
  price | preco, valor, valores
  fee | honorarios
  cost | custo
  cheap | barato, barata, economico, economica
  expensive | caro, dispendioso, dispendiosa
  discount | desconto
  payment | pagamento
  pay | pagar
  invoice | fatura, factura, nota fiscal
  receipt | recibo, comprovativo de pagamento, comprovante de pagamento
  cash | numerario, em dinheiro, dinheiro vivo
  credit card | cartao de credito, cartoes de credito, cartao de debito, cartoes de debito, multibanco
  contactless | sem contacto, sem contato
  bank transfer | transferencia, transferencia bancaria
  instalment | prestacoes, em prestacoes, parcelamento, parcelado
  surcharge | suplemento, sobretaxa, taxa adicional
  tip | gorjeta
  tax | imposto
  vat | iva
  quote | orcamento
  package | pacote
  subscription | subscricao, subscricoes
  membership | adesao
  voucher | vale-presente, vale presente, vale de oferta, cheque-prenda, cheque prenda
  coupon | cupao, cupoes, cupom, cupons, codigo de desconto, codigo promocional
  money | dinheiro
  order | encomenda, pedido
  return | devolucao, devolucoes, devolver
  change | alterar, alteracao, alteracoes, modificar
  appointment | marcacao, marcacoes, agendamento
  booking | reserva, reservar
  cancel | cancelar, anular, desmarcar
  reschedule | remarcar, reagendar, adiar
  waiting list | lista de espera
  trial | aula experimental, aulas experimentais
  first visit | primeira visita, primeira consulta
  consultation | consulta
  advice | conselho, aconselhamento
  repair | reparacao, reparacoes, conserto, consertar
  cleaning | limpeza, limpar, limpo
  delivery | entrega, entregar, envio
  pickup | recolha, recolha na loja, levantamento na loja, retirada na loja
  installation | instalacao, instalar, montagem, montagens
  maintenance | manutencao
  inspection | inspecao, inspeccao, vistoria
  wait | esperar, espera, tempo de espera
  complaint | reclamacao, reclamacoes, queixa
  emergency | emergencia, urgencia
  urgent | urgente
  address | endereco
  directions | como chegar
  street | rua
  entrance | entrada
  exit | saida
  parking | estacionamento, estacionar, parque de estacionamento
  auto | carro, automovel, automoveis, viatura
  bus | autocarro, onibus
  train | comboio, trem, trens
  airport | aeroporto
  city | cidade
  district | bairro, freguesia
  suburb | arredores, periferia, suburbio
  map | mapa
  distance | distancia
  far | longe
  near | perto
  bike | bicicleta
  excursion | excursao, excursoes
  ticket | bilhete
  lesson | aula, licao, licoes
  course | curso
  training | formacao, formacoes, capacitacao
  level | nivel, niveis
  private lesson | aula particular, aulas particulares, aula individual, aulas individuais
  tutoring | centro de explicacoes, aulas de explicacao, reforco escolar, apoio escolar
  after-school | atividades extracurriculares, actividades extracurriculares
  exam | exame
  certificate | certificado
  school | escola, colegio
  university | universidade
  kindergarten | jardim de infancia, jardim-de-infancia, jardins de infancia, infantario, pre-escola, pre-escolar, creche, escola infantil
  camp | campo de ferias, campos de ferias, colonia de ferias, acampamento
  homework | trabalhos de casa, tpc, licao de casa, licoes de casa
  swimming | natacao, nadar
  pool | piscina
  gym | ginasio
  sport | desporto, esporte
  music | musica
  dance | danca, dancar
  painting | pintura, pintar
  cooking | cozinhar, culinaria
  language | lingua, idioma
  game | jogo
  toy | brinquedo
  learn | aprender
  teach | ensinar, lecionar, leccionar
  schmerz | dor
  back pain | dor de costas, dores de costas
  tooth | dente
  eye | olho
  skin | pele
  hair | cabelo
  pregnancy | gravidez, gravida
  allergy | alergia, alergico, alergica
  medicine | medicamento, remedio, farmaco
  health insurance | seguro de saude, seguro saude, plano de saude, planos de saude
  pharmacy | farmacia
  hospital | hospital, hospitais
  sick | doente
  injury | lesao, lesoes, ferimento
  massage | massagem, massagens
  disabled | pessoa com deficiencia, pessoas com deficiencia, portador de deficiencia, mobilidade reduzida
  spectacles | oculos
  dentist | dentista
  bag | bolsa, sacola
  gift | presente
  clothes | roupa
  shoes | sapato, calcado
  size | tamanho
  colour | cor, coloracao
  material | material, materiais
  fabric | tecido
  tool | ferramenta
  battery | bateria
  phone | telefone, telemovel, telemoveis, celular, celulares
  call | telefonar
  computer | computador, computadores, computador portatil
  spare part | peca de substituicao, pecas de substituicao, peca de reposicao, pecas de reposicao, pecas sobresselentes
  second-hand | usado, usada, segunda mao, em segunda mao, seminovo, seminova
  new | novo, nova
  broken | avariado, avariada, quebrado, quebrada, estragado, estragada
  brand | marca
  model | modelo
  changing room | vestiario, provador, provadores
  breakfast | pequeno-almoco, pequeno almoco, cafe da manha, cafe-da-manha
  lunch | almoco
  dinner | jantar, jantares
  menu | ementa, cardapio
  food | comida, alimentacao
  drink | bebida
  coffee | cafe
  tea | cha
  beer | cerveja, chope, chopp
  milk | leite
  vegan | vegano, vegana
  vegetarian | vegetariano, vegetariana
  gluten-free | sem gluten, isento de gluten, celiaco, celiaca
  lactose-free | sem lactose, isento de lactose
  takeaway | para levar
  table | mesa
  form | formulario
  document | documento, documentacao
  contract | contrato
  passport | passaporte
  id card | cartao de cidadao, bilhete de identidade, carteira de identidade, documento de identidade
  tax return | declaracao de irs, declaracao de rendimentos, declaracao de imposto de renda
  registration | inscricao, inscricoes, inscrever, matricula
  weather | meteorologia, previsao do tempo, clima
  rain | chuva, chover, chuvoso
  wind | vento, ventoso
  sunny | ensolarado, soalheiro
  snow | neve
  indoor | interior, dentro
  outdoor | exterior, fora, ao ar livre
  bring | trazer
  rent | alugar, aluguer, alugueres, aluguel, alugueis, arrendar, arrendamento
  borrow | emprestar, emprestimo, emprestado
  smoking | fumar, fumador, fumadores, fumante
  dog | cao, caes, cachorro, cadela
  puppy | cachorrinho, filhote de cao, filhote de cachorro
  cat | gato
  kitten | gatinho, gatinha
  horse | cavalo
  pony | ponei
  rabbit | coelho
  guinea pig | porquinho-da-india, porquinhos-da-india, porquinho da india, porquinhos da india
  bird | passaro
  parrot | papagaio
  fish | peixe
  tortoise | tartaruga
  animal | animal, animais
  farm | fazenda, granja, herdade, quinta pedagogica
  cow | vaca
  sheep | ovelha
  goat | cabra
  donkey | asno, jumento
  leash | trela
  dog collar | coleira
  cage | gaiola, jaula
  vaccination | vacina, vacinacao, vacinacoes, vacinado, vacinada, vacinar
  deworming | desparasitacao, desparasitar, desparasitado, desparasitada, vermifugacao, vermifugo
  flea | pulga
  zecke | carraca, carrapato
  microchip | microchipado, microchipada
  claws | garras
  fur | pelagem
  kennel | canil, hotel canino, hotel para caes
  pet sitter | cuidador de animais, cuidadora de animais
`;
