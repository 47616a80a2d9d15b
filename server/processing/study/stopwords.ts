// Small hand-written stopword lists per language, and generic words that a glossary would never
// list on their own ("method", "result"; "cas", "suite"). Not derived from any evaluation data
// (the French generic words were prompted by titles such as "cas" and "propos" seen on WikiNews'
// tune fold, then completed by hand).

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

const EN = words(`
a about above after again against all also although am an and any are as at be because been
before being below between both but by can cannot could did do does doing down during each either
else etc even ever every few for from further had has have having he her here hers herself him
himself his how however i if in into is it its itself just may me might more most much must my
myself neither no nor not now of off often on once only or other others otherwise our ours
ourselves out over own per rather same shall she should since so some such than that the their
theirs them themselves then there therefore these they this those though through thus to too under
until up upon us very via was we well were what whatever when where whereas whether which while
who whom whose why will with within without would yet you your yours yourself yourselves one two
three four five six seven eight nine ten many several another based using used use uses new
first second third given like unlike also moreover furthermore eg ie vs
`);

const FR = words(`
a afin ai aie aient ainsi alors as au aucun aucune aujourd auquel aussi autre autres aux auxquels
avaient avais avait avant avec avoir ayant c ça car ce ceci cela celle celles celui cependant ces
cet cette ceux chaque chez comme comment d dans de dont des desquels deux donc du duquel elle elles
en encore entre es est et étaient était étant été être eu eux fait font furent fut ici il ils j je
jusqu l la laquelle le lequel les lesquels leur leurs lors lorsque lui m ma mais me même mêmes mes
moi moins mon n ne ni nos notre nous on ont or ou où par parce parmi pas peu peut peuvent plus
plusieurs pour pourquoi qu quand que quel quelle quelles quels qui quoi s sa sans se selon ses si
son sont sous sur t ta te tes toi ton tous tout toute toutes très tu un une unes uns vers vos votre
vous y ceux-ci celle-ci cela aussi également ainsi depuis autour après pendant contre malgré lors
déjà toujours bien puis tant là près dès hors sera seront serait seraient aura auront aurait
auraient avons avez sommes êtes suis doit doivent faut non oui enfin ensuite notamment environ
jamais souvent beaucoup trop assez toutefois néanmoins pourtant quelque tel telle tels telles autant
davantage ailleurs hier demain désormais
`);

const DE = words(`
aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch
auf aus bei beim bin bis bist da dabei damit dann das dass daß dem den denen denn der deren des
dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen
einer eines einige einigen er es etwa euch euer für gegen gewesen hab habe haben hat hatte hatten
hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist jede jedem
jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine keinem keinen keiner können
könnte man manche manchem manchen mancher mein meine mit muss musste nach nicht nichts noch nun nur
ob oder ohne sehr sein seine seinem seinen seiner seines selbst sich sie sind so solche solchem
solchen solcher soll sollte sondern sonst über um und uns unser unsere unter viel vom von vor
während war waren warst was weil welche welchem welchen welcher welches wenn wer werde werden wie
wieder will wir wird wirst wo wurde wurden zu zum zur zwar zwischen sowie bzw z.b. etwa
`);

const ES = words(`
a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde dos el
ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estado están estar este
esto estos fue fueron ha había han hasta hay la las le les lo los más me mi mientras muy ni no nos
nosotros o os otra otras otro otros para pero poco por porque que qué quien quienes se sea según
ser si sí sido sin sobre son su sus también tan tanto te tiene tienen todo todos tu un una unas
uno unos y ya cada puede pueden así además
`);

const BY_LANGUAGE: Record<string, ReadonlySet<string>> = { en: EN, fr: FR, de: DE, es: ES };

export const SUPPORTED_STOPWORD_LANGUAGES = Object.keys(BY_LANGUAGE);

export function stopwordsFor(language: string): ReadonlySet<string> {
  return BY_LANGUAGE[language] ?? EN;
}

/** Words too generic to be a concept alone, and poor as the edge word of a concept. */
export const GENERIC_WORDS = words(`
paper papers article study studies approach approaches method methods result results work works
way ways problem problems issue issues case cases example examples number numbers kind kinds type
types part parts thing things aspect aspects use purpose addition order fact terms term form forms
basis set sets lot level levels process processes technique techniques system systems model models
effect effects analysis analyses information data application applications performance field
fields area areas question questions idea ideas author authors section sections chapter chapters
figure figures table tables page pages time times year years day days point points means end
paper's approach's scheme schemes framework frameworks task tasks feature features function
functions property properties structure structures value values factor factors condition
conditions aim goal goals need needs attempt attempts contribution contributions importance
advantage advantages development developments research researchers experiment experiments
evaluation proposal implementation implementations
`);

/**
 * The same for French and Spanish: words that name no topic alone ("cas", "suite", "propos";
 * "caso", "parte"). Plural forms are listed as the text writes them.
 */
const GENERIC_FR = words(`
cas fin suite propos niveau partie parties façon manière fois an ans année années jour jours mois
semaine semaines heure heures nombre type types exemple exemples question questions problème
problèmes point points chose choses moment moments début place part lieu reste ensemble total
raison raisons effet effets résultat forme formes sorte genre cadre côté domaine objet personnes
gens monde temps sujet sujets aspect aspects moyen moyens janvier février mars avril mai juin juillet
août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche
`);

const GENERIC_ES = words(`
caso casos fin parte partes forma formas manera vez veces año años día días mes meses semana
semanas hora horas número tipo tipos ejemplo ejemplos cuestión problema problemas punto puntos
cosa cosas momento inicio lugar resto conjunto total razón efecto efectos resultado resultados
modo personas gente mundo tiempo tema temas aspecto aspectos medio medios enero febrero marzo
abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes
miércoles jueves viernes sábado domingo
`);

/** Generic words per language; English's for those without a list. */
export function genericWordsFor(language: string): ReadonlySet<string> {
  return language === 'fr' ? GENERIC_FR : language === 'es' ? GENERIC_ES : GENERIC_WORDS;
}

/** Adjectives that carry no topic ("new method", "proposed model"). */
export const GENERIC_MODIFIERS = words(`
new novel proposed present current previous various different several certain such main major
important significant particular specific general overall simple good better best high low large
small many much other same similar further following above given recent existing traditional
conventional typical common possible available useful efficient effective real actual original
basic key whole entire total full able appropriate suitable experimental empirical preliminary
final future
`);
