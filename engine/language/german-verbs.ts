// German strong and irregular verbs change their vowel (schreiben, schrieb, geschrieben; nehmen,
// nimmt, nahm, genommen), which no suffix stemmer undoes: a question that asks "Wer schrieb …?"
// of a text that says "… wurde von ihm geschrieben" would share no word with it. The forms of
// these verbs, written out below from German grammar (about 140 verbs, a few kilobytes: nothing
// to load), lead to the stem of the infinitive, also behind the verb's prefixes (stattfand,
// aufgenommen, verloren).

/**
 * infinitive, preterite, participle [, present singular with its own vowel], one verb a line. A
 * form that is also a common noun ("Schloss", "Rang", "Stahl", "Masse") is left out as "-"; so are
 * the auxiliaries and modal verbs (stopwords anyway) and verbs whose forms are mostly other words
 * (raten: Gerät; winden: Wand; wenden: verwandt).
 */
const STRONG_VERBS = `
backen buk gebacken bäckt
befehlen befahl befohlen befiehlt
beginnen begann begonnen
beißen biss gebissen
bergen barg geborgen birgt
bersten barst geborsten birst
betrügen betrog betrogen
bewegen bewog bewogen
biegen bog gebogen
bieten bot geboten
binden band gebunden
bitten bat gebeten
blasen blies geblasen bläst
bleiben blieb geblieben
braten briet gebraten brät
brechen brach gebrochen bricht
brennen brannte gebrannt
bringen brachte gebracht
denken dachte gedacht
dringen drang gedrungen
empfehlen empfahl empfohlen empfiehlt
erlöschen erlosch erloschen erlischt
essen aß gegessen isst
fahren fuhr gefahren fährt
fallen fiel gefallen fällt
fangen fing gefangen fängt
fechten focht gefochten ficht
finden fand gefunden
flechten flocht geflochten flicht
fliegen flog geflogen
fliehen floh geflohen
fließen floss geflossen
fressen fraß gefressen frisst
frieren fror gefroren
gebären gebar geboren gebiert
geben gab gegeben gibt
gedeihen gedieh gediehen
gehen ging gegangen
gelingen gelang gelungen
gelten galt gegolten gilt
genesen genas genesen
genießen - genossen
geschehen geschah geschehen geschieht
gewinnen gewann gewonnen
gießen goss gegossen
gleichen glich geglichen
gleiten glitt geglitten
graben grub gegraben gräbt
greifen griff gegriffen
halten hielt gehalten hält
hängen hing gehangen
heben hob gehoben
heißen hieß geheißen
helfen half geholfen hilft
kennen kannte gekannt
klingen klang geklungen
kommen kam gekommen
kriechen kroch gekrochen
laden lud geladen lädt
lassen ließ gelassen lässt
laufen lief gelaufen läuft
leiden litt gelitten
leihen lieh geliehen
lesen las gelesen liest
liegen lag gelegen
lügen log gelogen
meiden mied gemieden
messen - gemessen misst
nehmen nahm genommen nimmt
nennen nannte genannt
pfeifen pfiff gepfiffen
preisen pries gepriesen
reiben rieb gerieben
reißen riss gerissen
reiten ritt geritten
rennen rannte gerannt
riechen roch gerochen
ringen - gerungen
rinnen rann geronnen
rufen rief gerufen
saufen soff gesoffen säuft
schaffen schuf geschaffen
scheiden schied geschieden
scheinen schien geschienen
schieben schob geschoben
schießen schoss geschossen
schlafen schlief geschlafen schläft
schlagen schlug geschlagen schlägt
schleichen schlich geschlichen
schließen - geschlossen
schlingen schlang geschlungen
schmelzen schmolz geschmolzen schmilzt
schneiden schnitt geschnitten
schreiben schrieb geschrieben
schreien schrie geschrien
schreiten schritt geschritten
schweigen schwieg geschwiegen
schwimmen schwamm geschwommen
schwinden schwand geschwunden
schwingen schwang geschwungen
schwören schwor geschworen
sehen sah gesehen sieht
singen sang gesungen
sinken sank gesunken
sitzen saß gesessen
sprechen sprach gesprochen spricht
springen sprang gesprungen
stechen stach gestochen sticht
stehen stand gestanden
stehlen - gestohlen stiehlt
steigen stieg gestiegen
sterben starb gestorben stirbt
stinken stank gestunken
stoßen stieß gestoßen stößt
streichen strich gestrichen
streiten stritt gestritten
tragen trug getragen trägt
treffen traf getroffen trifft
treiben trieb getrieben
treten trat getreten tritt
trinken trank getrunken
trügen trog getrogen
tun tat getan
verderben verdarb verdorben verdirbt
vergessen vergaß vergessen vergisst
verlieren verlor verloren
verzeihen verzieh verziehen
wachsen wuchs gewachsen wächst
waschen wusch gewaschen wäscht
weichen wich gewichen
weisen wies gewiesen
werben warb geworben wirbt
werfen warf geworfen wirft
wiegen wog gewogen
wissen wusste gewusst
ziehen zog gezogen
zwingen zwang gezwungen
`;

/**
 * Prefixes a verb takes (stems: accents already dropped), separable or not; a form found behind a
 * run of them belongs to the prefixed verb ("stattfand" to "stattfinden").
 */
const PREFIXES =
  /^(?:ab|an|auf|aus|be|bei|dar|durch|ein|emp|ent|er|fest|fort|frei|her|herab|heran|heraus|herein|herum|hervor|hin|hinaus|hinein|hinzu|hinter|los|miss|mit|nach|nieder|statt|teil|uber|um|unter|ver|voran|vorbei|vor|weg|weiter|wider|wieder|zer|zu|zuruck|zusammen)*$/u;
/** Prefixes after which a participle has no ge- (verloren, bekommen, übernommen). */
const INSEPARABLE = /(?:be|emp|ent|er|ge|miss|ver|zer|uber|unter|wider|hinter)$/u;

interface VerbForms {
  /** Stem of a form (preterite, participle with ge-, vowel-changed present) -> infinitive stem. */
  forms: Map<string, string>;
  /** Stem of a participle without its ge- -> infinitive stem (only behind an inseparable prefix). */
  bare: Map<string, string>;
  longest: number;
}

let table: VerbForms | null = null;

function build(stem: (lower: string) => string): VerbForms {
  const forms = new Map<string, string>();
  const bare = new Map<string, string>();
  let longest = 0;
  for (const line of STRONG_VERBS.trim().split('\n')) {
    const [infinitive = '', preterite = '', participle = '', present] = line.split(' ');
    const base = stem(infinitive);
    const add = (map: Map<string, string>, form: string) => {
      const key = stem(form);
      if (key === base || key.length < 2 || map.has(key)) return;
      map.set(key, base);
      longest = Math.max(longest, key.length);
    };
    if (preterite !== '-') {
      add(forms, preterite);
      add(forms, `${preterite}en`);
    }
    add(forms, participle);
    if (present !== undefined) add(forms, present);
    if (participle.startsWith('ge')) add(bare, participle.slice(2));
  }
  return { forms, bare, longest };
}

/**
 * The stem of the infinitive for a stem that is a strong verb's form, possibly behind prefixes
 * ("gefund" and "stattfand" give "find" and "stattfind"); other stems come back as they are.
 * `stem` is the plain stemmer, with which the table is built on first use.
 */
export function germanVerbStem(word: string, stem: (lower: string) => string): string {
  const { forms, bare, longest } = (table ??= build(stem));
  for (let i = Math.max(0, word.length - longest); i < word.length - 1; i++) {
    const prefix = word.slice(0, i);
    if (!PREFIXES.test(prefix)) continue;
    const key = word.slice(i);
    const base = forms.get(key) ?? (INSEPARABLE.test(prefix) ? bare.get(key) : undefined);
    if (base !== undefined) return prefix + base;
  }
  return word;
}
