/**
 * Turkish words for the concepts of the other lists (EVERYDAY_WORDS, MORE_EVERYDAY_WORDS,
 * TRADE_WORDS, MORE_TRADE_WORDS and the groups written in synonyms.ts), one concept a line, keyed
 * by the first word of the line they belong to, exactly as it is written there: `first word |
 * turkish words`, comma-separated, as the Polish, Dutch and Portuguese words are
 * (everyday-words-pl.ts, everyday-words-nl.ts, everyday-words-pt.ts); a key that leads several
 * lines ("booking", "cancel", "discount", "child", "warranty") gives its words to each, and some
 * lines are led by the abbreviation or the Spanish or German word of a synonyms.ts group ("ppl",
 * "doc", "max", "servicio", "entrenador", "schmerz"). The concepts are those shops, services,
 * schools, clinics, venues and rentals are asked about most: prices and payment, hours and days,
 * booking and cancelling, delivery and returns, people, places and getting there, lessons, health,
 * documents, animals, and the home and its cleaning. Turkish stacks its endings onto the word
 * ("halı", "halıyı", "halıya", "halısı", "halılar"), and light stemming reaches none of it, so a
 * line writes the bare form with the forms visitors and sites type most: the accusative and the
 * possessive ("fiyatı", "kargosu", "odası"), the dative ("kargoya", "eczaneye"), the locative
 * ("bahçede", "hafta sonunda", "otoparkta"), the instrumental ("kartla", "otobüsle", "havaleyle"),
 * the plural ("ücretler", "öğrenciler") and the "-li" and "-siz" adjectives sites write ("klimalı",
 * "bahçeli", "ücretsiz", "glutensiz"). suffix-forms.ts reads a Turkish question's endings against
 * the site's words, but these lines are shared with every language's questions, so the forms are
 * written. A form already on its line is not written again ("balkon" and "balkonu" are Polish,
 * "fatura" Portuguese, "paket" German, "universite" French; "telefon", "telefonu", "personel",
 * "tren", "adres", "kurs", "kursu", "grup", "menu" are there too). Kept as strict as the other
 * lists: every word means the line's concept, and a form with another everyday meaning in Turkish
 * is left out ("yüz" a face and a hundred, "pazar" a market and Sunday, "ay" a moon and a month,
 * "ayı" a bear, "yaş" an age, wet and tears, "saat" an hour, a clock and a watch, "kar" snow and
 * profit, "yaz" summer and write, "bebek" a baby and a doll, "dondurma" a freeze and ice cream,
 * "bozuk" broken and small change, "fiş" a receipt and a plug, "bagaj" luggage and a car boot,
 * "deri" skin and leather, "özel" private and special, "dil" a language and a tongue, "kayıt" a
 * registration and a recording, "servis" a service and a shuttle bus, "bakım" maintenance and care,
 * "beden" a size and a body, "form" a form and fitness, "kişilik" for so many people and a
 * personality, "çamaşır" laundry and underwear, "tarih" a date and history, "dönem" a term and an
 * era, "merkez" a centre and a head office, "daire" a flat, a circle and a government office,
 * "araç" a vehicle and a means, "lastik" a tyre and rubber, "merdiven" stairs and a ladder, "kız" a
 * daughter and a girl, "çay" a tea and a brook, "katlı" storeyed and folded, "suyu" water's and a
 * juice's, "varış" folded as "varis", an heir and varicose veins, "aşılı" vaccinated as "asılı"
 * hanging, bare "halı" folded as "hâli", a state; "kira" is a name), and so is one that, folded, is
 * a common word of another meaning in English, German, Spanish, French, Italian, Portuguese, Dutch,
 * Polish or Czech, or whose light stem is one, since the lines are shared across them: "para"
 * (Spanish and Portuguese for), "kim", "son", "ev" (an electric vehicle), "eve", "gun", "is",
 * "bay", "on", "dis", "sac", "et" (French and), "dus" (Dutch so), "kat" (Dutch cat), "kart", "oda"
 * (an ode), "aile" (French wing), "tur" (German "Tür"), "pil" and "piller" (Polish "pił", drank,
 * and French to loot), "asi" (Spanish "así"), "masa" (Spanish dough), "canta" (sings), "perde"
 * (Italian loses), "hasta" (Spanish until), "abone" (a Spanish pay), "kent" (English Kent), "spor"
 * (a Polish and Czech dispute), "dans" (French in), "belge" (French Belgian), "gebe" (German give),
 * "terzi" (Italian thirds), "gruba" (Polish fat), "kres" (a Polish end), "kombi" (a Polish estate
 * car), "teras" (read as "tera", Portuguese will have), "ders" (read as German "der"), "seans"
 * (read as Spanish "sean"), "fotoğraf" (a Polish and Czech photographer), "mama", "anne", "baba",
 * "pasta", "balon" (a ball), "mayo", "kayak" (a Turkish ski, an English canoe). Some concepts
 * therefore have no line ("stairs", "mattress", "sheep", "private"), or only a phrase: "sıcak su",
 * "halı yıkama", "kiralık daire", "rehberli tur", "zemin kat", "diş hekimi", "saç kesimi". Written
 * folded, as questions are read: lower case, no accents, "ı" and "İ" as "i", "ş", "ç", "ğ", "ö",
 * "ü" as "s", "c", "g", "o", "u" ("ücret" as "ucret", "çocuğu" as "cocugu", "halı" as "hali").
 */
export const TURKISH_WORDS = `
  house | evi, evler, evleri, mustakil ev, mustakil evler
  home | evde, evden, evinize, evimize
  apartment | apartman dairesi, apartman daireleri, kiralik daire, kiralik daireler
  room | odasi, odalar, odalari, odada, odaya, odayi, odalarda
  bedroom | yatak odasi, yatak odalari, yatak odasinda
  bathroom | banyo, banyosu, banyolu, banyoda, banyolar
  toilet | tuvalet, tuvaleti, tuvaletler, tuvalette
  kitchen | mutfak, mutfagi, mutfakta, mutfaklar, mutfakli
  storey | katta, katinda
  ground floor | zemin kat, zemin katta, giris kati, giris katta
  garden | bahce, bahcesi, bahcede, bahceli, bahceler
  balcony | balkonda, balkonlu, balkonlar
  window | pencere, pencereler, pencereyi, penceresi
  furniture | mobilya, mobilyalar, mobilyali, mobilyayi
  bed | yatak, yatagi, yataklar, yatakta, karyola
  shower | dusu, duslu, duslar
  heating | isitma, isitmali, kalorifer, kaloriferi, kaloriferli
  air conditioning | klimali, klimasi, klimalar, klimayi
  water | icme suyu, sicak su
  key | anahtar, anahtari, anahtarlar, anahtarlari
  accommodation | konaklama, konaklamak, konaklamasi, konaklama yeri
  towel | havlu, havlusu, havlular, havluyu
  child | cocuk, cocugu, cocuklar, cocuklari, cocuga, cocuklara, cocuklu, cocugum, cocugumu
  baby | bebekli, yenidogan, yeni dogan
  teenager | ergen, ergenler, gencler
  parents | ebeveyn, ebeveynler, veliler
  family | ailesi, aileler, aileye, ailece, aileniz, ailelere
  senior | yaslilar, yaslilara, emekli, emekliler, emeklilere, 65 yas ustu
  beginner | yeni baslayan, yeni baslayanlar, baslangic seviyesi, acemi, acemiler
  member | uye, uyesi, uyeler, uyelere
  student | ogrenci, ogrenciler, ogrenciye, ogrencilere, ogrencisi
  guest | misafir, misafirler, misafire, konuk, konuklar
  pet | evcil hayvan, evcil hayvanlar, evcil hayvaniniz, evcil hayvanla
  day | gunu, gunler, gunde
  week | hafta, haftada, haftalik, haftasi, haftalar
  month | ayda, aylik, aylar
  year | yil, yili, yillik, yilda, yillar, sene, senelik, senede
  hour | saatlik, saatte, saat basi
  minute | dakika, dakikalik, dakikada, dk
  weekend | hafta sonu, haftasonu, hafta sonlari, hafta sonunda
  vacation | tatil, tatili, tatilde, tatiller
  public holiday | resmi tatil, resmi tatiller, resmi tatillerde, bayram, bayramda, bayramlarda
  afternoon | ogleden sonra, ogleden sonralari
  night | gece, geceler, geceleri, gecede
  timetable | ders programi, ders programlari, sefer saatleri
  birthday | dogum gunu, dogum gunleri, dogum gununde, dogum gunu partisi
  wedding | dugun, dugunu, dugunler, dugunde, nikah, nikahi
  price | fiyat, fiyati, fiyatlar, fiyatlari, fiyatina, fiyatlarimiz
  fee | ucret, ucreti, ucretler, ucretleri, ucretli
  cost | maliyet, maliyeti, masraf, masrafi, masraflar
  cheap | ucuz, ucuzu, ucuza, uygun fiyatli
  expensive | pahali, pahalidir
  discount | indirim, indirimi, indirimli, indirimler, indirimde, kampanyali
  payment | odeme, odemesi, odemeler, odemeyi, odeme yontemleri
  pay | odemek, oderim, oderiz, odeyebilirim, odeyebilir miyim
  invoice | faturasi, faturali, faturalar
  receipt | makbuz, makbuzu
  cash | nakit, nakden, nakit odeme
  credit card | kredi karti, kredi kartiyla, banka karti, banka kartiyla
  card | karti, kartla, kartlar
  contactless | temassiz, temassiz odeme
  bank transfer | havale, havaleyle, banka havalesi, eft
  instalment | taksit, taksitle, taksitli, taksitler, taksit secenekleri
  surcharge | ek ucret, ek ucreti, ilave ucret, fark ucreti
  tax | vergi, vergisi, vergiler, vergiye
  vat | kdv, kdv dahil, katma deger vergisi
  quote | fiyat teklifi, fiyat teklifleri
  package | paketi, paketler, paketleri, pakette
  subscription | abonelik, aboneligi, abonelikler
  membership | uyelik, uyeligi, uyelikler
  voucher | hediye ceki, hediye cekleri
  gift card | hediye karti, hediye kartlari
  order | siparis, siparisi, siparisler, siparisim, siparis vermek
  buy | satin almak, satin alma, satin alabilirim
  return | iade, iadesi, iadeler, iade etmek
  refund | para iadesi, ucret iadesi, geri odeme
  change | degisim, degisiklik, degistirmek, degistirme
  appointment | randevu, randevusu, randevular, randevuyu, randevu almak
  booking | rezervasyon, rezervasyonu, rezervasyonlar, rezervasyon yapmak
  cancel | iptal, iptal etmek
  cancellation | iptali, iptaller, iptal kosullari
  reschedule | ertelemek, erteleme, randevu degisikligi, tarih degisikligi
  waiting list | bekleme listesi, bekleme listesine
  trial | deneme dersi, deneme dersleri, deneme seansi, ucretsiz deneme
  consultation | konsultasyon, danismanlik, on gorusme
  repair | tamir, tamiri, tamirat, onarim, onarimi, tamir etmek
  servicio | teknik servis, yetkili servis
  cleaning | temizlik, temizligi, temizleme, temizlemek
  delivery | teslimat, teslimati, teslimatlar, kargo, kargoya, kargoyla, kargosu, kargolar, gonderim, gonderimi, kurye, kuryeyle, adrese teslim
  pickup | teslim alma, teslim almak, gel al, magazadan teslim
  takeaway | paket servis, paket servisi
  installation | kurulum, kurulumu, montaj, montaji, montajli
  wait | beklemek, bekleme, bekleme suresi
  complaint | sikayet, sikayeti, sikayetler, sikayetim
  warranty | garantisi, garantili, garanti suresi
  emergency | acil durum, acil durumlar, acil durumda, acil servis
  urgent | acil, acilen, ivedi
  address | adresi, adresiniz, adresimiz, adrese, adreste
  directions | yol tarifi, nasil gidilir, nasil gelinir, ulasim
  street | sokak, sokagi, sokakta, cadde, caddesi, caddede
  entrance | giris, girisi, giris ucreti
  parking | otopark, otoparki, otoparkta, park yeri, park yerleri, park etmek
  auto | araba, arabayi, arabaya, arabada, arabalar, arabayla, otomobil, otomobiller
  bus | otobus, otobuse, otobusle, otobusler
  train | trenle, trene, trenler
  stop | durak, duragi, durakta, duraklar, otobus duragi
  station | istasyon, istasyonu, istasyonda, istasyona
  airport | havalimani, havaalani, havalimanina, havalimanindan, havaalanina
  public transport | toplu tasima, toplu ulasim, toplu tasimayla
  bike | bisiklet, bisikletle, bisikleti, bisikletler
  car hire | arac kiralama, araba kiralama, oto kiralama, kiralik araba, kiralik arac
  rental | kiralama, kiralamasi, kiralik, kirasi
  rent | kiralamak, kiralayabilirim, kiraya vermek
  city | sehir, sehri, sehirde, sehre, kenti, kentte
  city centre | sehir merkezi, sehir merkezinde, kent merkezi
  district | semt, semti, mahalle, mahallesi, ilce, ilcesi
  distance | mesafe, mesafesi, uzaklik, uzakligi
  near | yakin, yakininda, yakinindaki
  ticket | bileti, biletler, biletleri, giris bileti
  travel | seyahat, seyahatte, seyahat etmek
  luggage | bagaj hakki, el bagaji
  flight | ucus, ucusu, ucuslar
  departure | kalkis, kalkis saati
  arrival | varis saati
  driving school | surucu kursu, surucu kurslari, ehliyet kursu
  driving lesson | direksiyon dersi, direksiyon dersleri
  driving licence | ehliyet, ehliyeti, surucu belgesi
  lesson | dersi, dersler, dersleri, derste, derse
  course | kurslar, kurslari, kursa, kursta
  workshop | atolye, atolyesi, atolyeler
  training | egitim, egitimi, egitimler
  entrenador | antrenor, antrenoru, antrenorler
  teacher | ogretmen, ogretmeni, ogretmenler, egitmen, egitmeni, egitmenler
  level | seviye, seviyesi, seviyeler, duzey
  intermediate | orta seviye, orta duzey, orta seviyede
  advanced | ileri seviye, ileri duzey, ileri seviyede
  private lesson | ozel ders, ozel dersler, birebir ders, bire bir ders
  tutoring | etut, etut merkezi, dershane
  after-school | okul sonrasi
  exam | sinav, sinavi, sinavlar, sinava, sinavda
  certificate | sertifika, sertifikasi, sertifikali
  school | okul, okulu, okullar, okulda, okula
  university | universitesi, universitede, universiteye
  kindergarten | anaokulu, anaokulunda, anaokullari
  swimming | yuzme, yuzmek, yuzme dersi
  pool | havuz, havuzu, havuzda, havuzlu, yuzme havuzu
  gym | spor salonu, spor salonlari, fitness salonu
  language | yabanci dil, yabanci diller
  schmerz | agrisi, agriyor, agrilar
  back pain | bel agrisi, sirt agrisi
  tooth | disler, dislerim, disleri
  hair | saci, saclar, saclari, sacim, sacimi
  pregnancy | hamile, hamilelik, hamileler, gebelik
  allergy | alerji, alerjisi, alerjim, alerjik
  medicine | ilac, ilaci, ilaclar, ilaclari
  pharmacy | eczane, eczaneler, eczaneye, nobetci eczane
  hospital | hastane, hastanesi, hastanede, hastaneye
  massage | masaj, masaji, masajlar
  disabled | engelli, engelliler, engellilere
  wheelchair | tekerlekli sandalye, tekerlekli sandalyeye, engelli rampasi, engelli erisimi
  lift | asansor, asansoru, asansorlu
  dentist | dis hekimi, dis hekimleri, disci, dis doktoru
  doc | doktor, doktoru, doktorlar, hekim, hekimi
  physio | fizyoterapi, fizyoterapist, fizik tedavi
  insurance | sigorta, sigortasi, sigortali, sigortalar
  deposit | depozito, depozitosu, kapora, kaporasi, on odeme
  free | ucretsiz, ucretsizdir, bedava, bedavaya
  included | dahil, dahildir, fiyata dahil
  bag | cantasi, cantalar, cantayi
  gift | hediye, hediyesi, hediyeler, hediyelik
  clothes | kiyafet, kiyafetler, giysi, giysiler, giyim
  shoes | ayakkabi, ayakkabilar, ayakkabisi
  size | boyut, boyutu, boyutlar, olcu, olculer, beden tablosu
  colour | renk, rengi, renkler, renkleri, renkli
  battery | pilleri, batarya, bataryasi, aku
  phone | telefonla, telefondan
  call | telefon etmek, bizi arayin
  spare part | yedek parca, yedek parcalar, yedek parcasi
  broken | bozuldu, kirik, kirildi, arizali, ariza
  breakfast | kahvalti, kahvaltisi, kahvaltili, kahvalti dahil
  lunch | ogle yemegi, ogle yemekleri
  dinner | aksam yemegi, aksam yemekleri
  menu | menusu, menuler, yemek listesi
  food | yemek, yemekler, yemegi, gida, gidalar, yiyecek, yiyecekler
  drink | icecek, icecekler, icki
  coffee | kahve, kahvesi, kahveler
  vegetarian | vejetaryen, vejetaryenler
  gluten-free | glutensiz, gluten icermeyen, colyak
  lactose-free | laktozsuz, laktoz icermeyen
  table | masasi, masalar, masayi, masaya
  form | basvuru formu, kayit formu
  document | belgesi, belgeler, evrak, evraklar
  contract | sozlesme, sozlesmesi, sozlesmeler, kontrat, kontrati
  passport | pasaport, pasaportu
  id card | kimlik, kimlik karti, kimligi, nufus cuzdani
  registration | kaydolmak, kayit olmak, on kayit, kayit ucreti
  indoor | ic mekan, kapali alan, kapali mekan
  outdoor | dis mekan, acik alan, acik hava, acik havada
  smoking | sigara, sigara icmek, sigara icilir, sigara icilmez
  dog | kopek, kopegi, kopekler, kopeklere, kopeginiz
  puppy | yavru kopek, kopek yavrusu
  cat | kedi, kedisi, kediler, kediniz
  kitten | yavru kedi, kedi yavrusu
  animal | hayvan, hayvani, hayvanlar, hayvanlara
  vaccination | asilama, asisi, asilari, asi karti
  vet | veteriner, veterinere, veteriner hekim, veterinerler
  women | kadin, kadinlar, kadinlara, bayan, bayanlar
  men | erkek, erkekler, erkeklere, baylar
  ppl | kisi, kisiye, kisiler, insanlar, kisi basi
  group | grubu, gruplar, grupla
  adult | yetiskin, yetiskinler, yetiskinlere
  age | yasinda, yasindaki, yas arasi
  minimum age | yas siniri, yas sinirlamasi
  shop | magaza, magazasi, magazalar, magazada, dukkan, dukkani
  staff | personeli, calisan, calisanlar
  branch | sube, subesi, subeler, subemiz, subede
  opening hours | calisma saatleri, acilis saatleri, mesai saatleri, calisma saatlerimiz
  opening | acilis, acilisi, acilis tarihi
  check-in | giris saati
  check-out | cikis saati
  pause | uyelik dondurma, askiya almak
  expire | son kullanma tarihi, gecerlilik, gecerli, gecerlilik suresi
  session | seansi, seanslar, seanslik
  meeting point | bulusma noktasi, bulusma yeri
  equipment | ekipman, ekipmani, ekipmanlar
  morning | sabah, sabahlari, sabahtan
  evening | aksam, aksamlari, aksamustu
  winter | kis, kisin, kislik, kis aylari, kis sezonu
  summer | yaz aylari, yaz sezonu, yaz tatili, yaz okulu
  max | en fazla, en cok, azami, maksimum
  carpet | halilar, halilari, haliya, halisi, haliyi, hali yikama, hali temizligi
  sofa | kanepe, kanepeler, kanepeyi
  sofa bed | cekyat, cekyatlar
  curtains | perdeler, perdeleri, perdeyi, perde yikama, stor perde
  stain | leke, lekesi, lekeler, leke cikarma
  bed linen | nevresim, nevresim takimi
  laundry | camasir yikama, camasirhane
  dry cleaning | kuru temizleme, kuru temizlemeci
  ironing | utu, utuleme, utulu
  seamstress | terziler, terzisi
  window cleaning | cam silme, cam temizligi
  cleaning lady | temizlikci, temizlikci kadin, gundelikci
  pest control | ilaclama, bocek ilaclama
  house removals | nakliyat, evden eve nakliyat, tasinma
  renovation | tadilat, tadilati, renovasyon
  plumber | tesisatci, su tesisatcisi
  electrician | elektrikci
  locksmith | cilingir
  small | kucuk, ufak
  big | buyuk
  hairdresser | kuafor, kuaforu
  barber | berber, berberi
  haircut | sac kesimi
  manicure | manikur
  pedicure | pedikur
  beauty salon | guzellik salonu, guzellik merkezi
  prescription | recete, recetesi
  blood test | kan tahlili, kan testi
  optician | gozlukcu
  psychologist | psikolog, psikologlar
  paediatrician | cocuk doktoru
  mechanic | oto tamirci, oto tamircisi
  car wash | oto yikama, arac yikama
  child seat | cocuk koltugu
  pushchair | bebek arabasi
  high chair | mama sandalyesi
  extra bed | ek yatak
  double room | cift kisilik oda
  single room | tek kisilik oda
  half board | yarim pansiyon
  full board | tam pansiyon
  wifi | kablosuz internet, kablosuz
  email | eposta, e-posta
  phone number | telefon numarasi, telefon numaraniz
  website | web sitesi, internet sitesi
  postcode | posta kodu
  price list | fiyat listesi
  sold out | tukendi, tukenmis, stokta yok
  in stock | stokta, stokta var
  availability | musaitlik, musait
  damage | hasar, hasari
  late fee | gecikme ucreti
  event | etkinlik, etkinlikler, etkinligi
  guided tour | rehberli tur, rehberli gezi
  babysitter | bebek bakicisi, cocuk bakicisi
  turkish | turkce
  english | ingilizce
  german | almanca
  spanish | ispanyolca
  french | fransizca
  italian | italyanca
  arabic | arapca
  russian | rusca
`;
