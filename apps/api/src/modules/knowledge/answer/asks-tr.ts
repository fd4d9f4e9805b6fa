import type { Intent } from './question';

/**
 * Turkish, as visitors type it, for asks.ts's tables (kept here for that file's length): one line an
 * intent, the words that only say which kind of answer is wanted, and the function words. Folded as
 * asks.ts's header says, dotless "ı" as "i" ("kaç para" is "kac para", "açık mı" "acik mi").
 * Turkish joins its endings onto the word ("fiyatı", "iadesi", "kargoyla"), so a line writes a stem
 * and `\p{L}*`.
 *
 * Every line is matched against questions in every language, so a word another language writes with
 * another meaning is narrowed or left out: "süre" folds to English "sure", so only "süresi", "sürer"
 * and "sürüyor" ask how long; "ne kadar" asks a price unless a word of time follows it ("ne kadar
 * sürer"); "kim" is also a German name, so it asks for a person only beside a Turkish word.
 */
export const TURKISH_ASKS: Record<Intent, string> = {
  cheapest: 'en ucuz\\p{L}*|en uygun fiyat\\p{L}*',
  priciest: 'en pahali\\p{L}*',
  price:
    'ne kadar(?! (?:sur\\p{L}*|zaman\\p{L}*|sure\\p{L}*))|kac (?:para|lira|tl)|kaca(?! kadar)|fiyat\\p{L}*|ucret(?!siz)\\p{L}*|tutar(?:i|ri)|fark(?:i|ri) ne',
  availability: 'stok(?:ta|u|umuz|lar\\p{L}*)|tukendi|tukenmis|mevcut mu',
  hours:
    'calisma saat\\p{L}*|acik mi(?:siniz)?|acik ol\\p{L}*|kacta (?:aciliyor|kapaniyor|acik|kapali)\\p{L}*|kaca kadar (?:acik|calis)\\p{L}*|kapali mi\\p{L}*|aciliyor musunuz|kapaniyor|mesai\\p{L}*',
  location: 'nerede(?:siniz)?|nerde|adres(?:i|iniz)?|nasil gelirim|konum\\p{L}*|yol tarifi',
  phone: 'telefon(?:u|unuz|la|dan)?|telefon numara\\p{L}*|arayabilir\\p{L}*',
  email: 'e-?posta\\p{L}*|mail adres\\p{L}*',
  contact: 'iletisim\\p{L}*|ulasabilir\\p{L}*',
  shipping: 'kargo\\p{L}*|teslimat\\p{L}*|gonderi\\p{L}*|gonderiyor\\p{L}*|alim teslim|evden (?:ali\\p{L}*|teslim)|servis ucret\\p{L}*|geliyor musunuz',
  returns: 'iade\\p{L}*|iptal\\p{L}*|degisim\\p{L}*|geri odeme\\p{L}*|memnun kal\\p{L}*',
  payment: 'taksit\\p{L}*|kredi kart\\p{L}*|kart(?:la|ile) (?:odeme|ode\\p{L}*)|nakit|odeme\\p{L}*|havale|eft',
  person:
    'kim(?= (?:ilgileniyor|bakiyor|sorumlu|var|konusuyor))|kim(?:ler|e|i|le|den|se)?(?= ?\\?)|(?:konusan|bilen|anlayan) (?:\\p{L}+ )?(?:biri|birisi|kimse)\\p{L}*|uzman\\p{L}*',
  exists: '(?:satiyor|yapiyor|sunuyor) musunuz',
  duration: 'kac (?:gun|saat|dakika|hafta|is gunu)\\p{L}*|ne kadar (?:sur\\p{L}*|zaman\\p{L}*)|suresi|surer|suruyor|ne zaman (?:hazir|teslim|biter)\\p{L}*',
  quantity: 'kac (?:kisi|adet|tane)\\p{L}*|kapasite\\p{L}*',
  list: 'neler (?:var|yapiyorsunuz|sunuyorsunuz)|hangi hizmet\\p{L}*',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const TURKISH_INTENT_WORDS = `kadar kac kaca para lira fiyat fiyati fiyatlar fiyatlari ucret ucreti ucretli tutar tutari fark farki ucuz ucuzu pahali
   stok stokta tukendi mevcut calisma saat saatleri saatler acik kapali aciliyor kapaniyor mesai
   nerede nerde adres adresi adresiniz konum telefon telefonu arayabilirim eposta iletisim ulasabilirim
   kargo kargoya teslimat gonderi gonderiyor iade iadesi iptal degisim taksit taksitli kredi karti kartla nakit odeme havale
   kim kimse konusan anlayan suresi surer suruyor kisi adet tane kapasite neler hizmet hizmetler`;

/**
 * Function words and filler: removed only from a Turkish question ("de", "da", "ne" and "bu" are
 * words elsewhere). "Merhaba" is a greeting.
 */
export const TURKISH_STOP_WORDS = `ve ile de da ki mi mu mi nedir neresi misiniz musunuz musun misin miyim muyum mudur midir miydi bir bu su o ben sen biz siz onlar beni bana benim bizim sizin sizde size sizi
   icin gibi ama fakat veya ya da ne nasil neden niye hangi hangisi daha en cok az var yok evet hayir merhaba selam iyi gunler tesekkurler tesekkur ederim lutfen
   acaba sadece hem bile zaten yine artik simdi bugun yarin olur olursa olsa ise eger sonra once hep her hic biraz baya bayagi falan filan yani
   istiyorum isterim istiyoruz lazim gerek gerekiyor yapabilir yapabiliyor musunuz edersiniz ediyor ediyorsunuz alir aliyor olarak oluyor
   tarafindayiz tarafindayim oturuyorum yasiyorum gibi civari civarinda ayri ayrica geri ekstra fazla hizli acil normal tekrar yeniden buyuk kucuk yeni eski biraz tum hepsi`;

/**
 * A conjugated Turkish verb, folded: the present ("geliyor", "alıyorsunuz"), "can" ("yapabilir"),
 * and a tense with its person ("edersiniz", "yapmışsınız"). What the visitor does, not a thing the
 * site must name. A bare tense is left out, since nouns end so: "yemek" (a meal), "içecek" (a
 * drink), "gümüş" (silver), "adresiniz" (your address).
 */
export const isTurkishVerbForm = (word: string) =>
  word.length >= 5 &&
  /(?:[iu]?yor(?:um|sun|uz|sunuz|lar)?|(?:yor|[aeiu]r|m[iu]s|[ae]c[ae]k|[ae]bilir)(?:im|sin|iz|siniz|sunuz|lar|ler)|[ae]bil(?:ir|iyor)\p{L}*)$/u.test(word);
