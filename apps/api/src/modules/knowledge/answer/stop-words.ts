import { DUTCH_STOP_WORDS } from './asks-nl';
import { POLISH_STOP_WORDS } from './asks-pl';
import { CZECH_STOP_WORDS } from './asks-cs';
import { PORTUGUESE_STOP_WORDS } from './asks-pt';
import { SWEDISH_STOP_WORDS } from './asks-sv';
import { DANISH_STOP_WORDS } from './asks-da';
import { RUSSIAN_STOP_WORDS } from './asks-ru';
import { TURKISH_STOP_WORDS } from './asks-tr';
import type { AskLanguage } from './asks';

/**
 * Function words and filler per language: they carry no subject. German's are here so a German
 * question's subject is its nouns, as an English one's is. A word's light stem is left out too, so
 * a word whose stem is a thing ("savons": savon, "sommes": somme, "falls": Fall) is not here.
 */
export const STOP_WORDS_BY_LANGUAGE: Partial<Record<AskLanguage, string>> = {
  // Spanish words that are also words elsewhere ("sale", "era") are function words only in a Spanish question.
  es: `da pero conmigo contigo consigo estara estaran estare estareis sera seran sale salen salir era eran fue queda queria queriamos tengo tenemos tendria necesito necesitamos necesitaria voy vamos va van
   quiero queremos querria gustaria podemos podeis podria podrian debo debemos hago hacemos dais dan dar decir decis saber sabeis
   alguien algun nadie nada todo toda todos todas otro otra otros otras mismo misma entonces pues bueno vale porque aunque si sino
   mio mia nuestro nuestra vuestro vuestra suyo suya este ese aquel estos esos
   estoy estas estamos estais estaba estabamos soy eres somos sois tenemos teneis tiene tenia podeis podemos puedes pueda podamos
   haceis hacen hacer hago vais ir habeis hemos ha han he has haber habria quereis quieres quiera sabeis sabes se debe deben debo
   os nosotros nosotras vosotras ellos ellas usted ustedes cual cuales tal vez veces asi alli aqui ahi aca luego despues antes ahora
   proximo proxima proximos proximas siguiente exactamente aproximadamente realmente solamente solo normalmente simplemente actualmente
   posiblemente seguramente precisamente igual tambien ademas todavia aun casi bastante demasiado mucho mucha muchos muchas poco poca
   venir venis vengo venimos vienes vivo vivimos volvemos volver vuelvo igualmente vi vimos estaban estuve estuvimos
   entre durante mientras excepto salvo segun tras hacia contra mediante cada cualquier cualquiera ningun ninguna ninguno demas
   propio propia propios propias seria serian quizas quiza tampoco nunca siempre ya incluso yo ella estaria estarian habia habra
   tengais tengan tenga sepa sepan diga digan dime digame decidme podriamos pudiera tener tenido vas
   nesesito nesecito nececito nesesitamos nesecitamos aver aser kiero kisiera porfa xfa tmb pq xq
   ni esa esas sea sean tan viene vienen dice dicen haga hagan podra podran tendra tendran sido aquella aquello aquellos aquellas disculpe etc sobre`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber ist sind war bin bist seid sein ihr ihre ihren ihrem euer eure euch
   ich du er sie es wir mein meine meinen meinem meiner mich mir dich dir uns unser unsere sich man
   was wo wie wann warum wer welche welcher welches welchen wieviel wieviele viel viele
   gibt gibts kann kannst konnen konnt konnte mochte mochten will wollen muss mussen darf durfen soll sollte habe hast hat habt haben hatte
   nicht kein keine keinen auch noch schon nur sehr mal bitte danke hallo guten tag gern gerne ja nein vielleicht etwa ungefahr
   mit ohne fur von vom zu zum zur bei beim an am auf aus in im um uber unter nach vor bis seit durch gegen
   dass ob wenn weil denn da so also dann doch eigentlich genau
   heute morgen jetzt gerade derzeit momentan aktuell aktuelle aktuellen aktueller aktuelles immer wieder etwas alles alle jeder jede lassen jemand irgendwer irgendeinem irgendeinen leider wirklich
   macht machen mache kommt kommen komme geht gehen gehe rein raus eurer eurem euren eures sitzt will willst wollte
   brauche brauchst braucht bekomme bekommt bekommen bekommst krieg kriege kriegt kriegen kriegst tun tut mach
   ihm ihn ihnen dies diese dieser dieses diesem diesen jemanden jemandem niemand irgendwo irgendwann irgendwie irgendwas
   kaum ziemlich per ab kennt kennen kenne weiss wissen reden rede redet nahe beide beiden zusammen insgesamt nehmt nimmt beste besten bester erst lange langer
   kurz fahrt fahre fahren lauft laufen steht stehen passt klappt rechnen ausmachen vorbeikommen vorbeischauen irgendwelche irgendwelchen wohne wohnt hattet hatten wurde wurden ware waren
   vorher nachher danach davor vorab als welchem wieso weshalb erstmal einmal trotzdem dafur dazu damit darauf daran davon solche solchen sowas lohnt
   ca bzw usw evtl zb ggf hab habs hatt werden wird wirst werde worden sei seien gewesen dabei dagegen dahin daher darum darin daruber
   jedoch sondern sowie sowohl weder zwischen wahrend wegen trotz statt ausser gegenuber jener jene jenes manche mancher solch
   selbst selber sogar ebenfalls bereits endlich uberhaupt nochmal nochmals wem wen wessen deren dessen denen dort dorthin hier hierher herum irgendein irgendeine
   konnten eventuell ins ans bevor nachdem sobald obwohl bzgl bezuglich dein deine unserem unseren sollen sollten woher wohin wofur wozu womit oft bald nun sonst ausserdem deshalb deswegen`,
  // French function words; "est", "a", "on" and the like are function words only in a French question. Québec's "pis" is "and then".
  fr: `pis le la les un une des du de au aux et ou est sont etes es suis ce cet cette ces ca cela ceci il ils elle elles on je tu vous nous me te se
   y en a ai as avez avons ont pour par avec sans sur sous dans chez que qui quoi quel quelle quels quelles est-ce ne pas plus moins tres bien
   merci bonjour bonsoir salut svp stp plait slt bjr bsr pr pq pk bcp qd tt ds jsp mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs faut faire fait faites peux peut
   pouvez pouvons puis voudrais voudrait veux voulez aimerais serait sera seront etre avoir si mais donc alors comme quand comment pourquoi
   combien tout tous toute toutes aussi encore deja ici quelque quelques chose oui non vers environ juste lui leur aura aurai auriez avais
   possible quelqun personne exacte exact prochain prochaine prochains jour jours partir chose actuel actuelle actuellement
   occupe occuper soccupe gere apres midi loin pres proche
   entre durant pendant depuis malgre selon sauf hormis parmi envers chaque chacun chacune aucun aucune quelconque meme memes autre autres
   tel telle tels telles plusieurs certains certaines exactement vraiment seulement surtout toujours jamais souvent parfois peutetre ainsi
   pourtant cependant toutefois ensuite avant dois doit doivent devez devons devrais devrait pourrais pourrait pourriez pourrions voudrions
   vient viens viennent venez venons allez vais va vont allons sais sait savez connais connaissez dites dit dis prends prend prenez
   fais font soit etait etaient serais seriez eu eux moi toi soi celui celle ceux celles lequel laquelle lesquels dont voila voici
   souhaiterais souhaite souhaitez veut veulent peuvent pourra pourrai pourrez faudrait faudra aurait aurais avait aimerait aimeriez
   besoin egalement uniquement notamment ni lorsque puisque afin maintenant`,
  // Italian function words; "che", "per", "di" and the like are function words only in an Italian question.
  it: `il lo la i gli le un uno una di a da in con su per tra fra del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dalle
   nel nello nella nei nelle sul sulla sui e ed o oppure ma che chi cui non si ci vi mi ti ne se sono siete siamo sei ho hai ha abbiamo avete hanno
   essere avere fare fa fate facciamo posso puoi puo possiamo potete possono devo deve dobbiamo dovete vorrei vorremmo voglio vogliamo volete
   come dove quando quanto quanta quanti quante quale quali qual cosa perche questo questa questi queste quello quella mio mia miei mie tuo tua
   nostro nostra nostri nostre vostro vostra vostri vostre suo sua loro anche ancora gia piu molto poco tutto tutti tutte ogni qualche qualcuno attuale attualmente
   qualcosa solo proprio ciao buongiorno buonasera salve grazie prego favore allora quindi pero ecco qui qua sempre mai adesso ora oggi domani
   possibile bisogno serve servono sapere dire dite sapete esiste esistono verso circa fino prima dopo ad noi voi x venire prendere andare fine
   date dai dammi datemi mandate senza prossimo prossima prossimi prossime insieme passare passo passerei vorrei potrei sarebbe saremo
   gia ancora sempre spesso solo soltanto davvero proprio magari comunque quindi dunque allora tipo circa
   col coi coll negli sugli sullo sulle dagli dall dell nell sull all io tu lui lei esso essa me ce ve glielo gliela
   invece rispetto durante mentre tranne oltre presso tramite attraverso cioe ossia infatti inoltre tuttavia nemmeno neanche neppure
   sia stata sara saranno era erano fosse facendo faccio fai fanno viene vengono vieni vengo venite dico dice sai sa so sanno
   vuoi vuole vogliono possa potrebbe potrebbero dovrei dovrebbe bisogna altro altra altri altre stesso stessa cosi tanto tanta tanti tante
   troppo troppa abbastanza quasi subito poi qualsiasi ciascuno ciascuna nessuno nessuna niente nulla
   volevo volevamo sapreste saprebbe dirmi dirci dica dimmi ditemi chiedere chiedo potreste potremmo avrei avrebbe avevo sarei forse
   quel quei quelli quelle quegli cio gentilmente cortesemente`,
  pt: PORTUGUESE_STOP_WORDS,
  nl: DUTCH_STOP_WORDS,
  pl: POLISH_STOP_WORDS,
  cs: CZECH_STOP_WORDS,
  sv: SWEDISH_STOP_WORDS,
  da: DANISH_STOP_WORDS,
  tr: TURKISH_STOP_WORDS,
  ru: RUSSIAN_STOP_WORDS,
};
