// Small study materials written for these tests.
import type { ExtractedDocument } from '../../../../../server/processing/types';

export const BIOLOGY_PAGES = [
  `Photosynthesis is the process by which green plants convert light energy into chemical energy.
  Photosynthesis takes place in chloroplasts. A chloroplast is an organelle that contains the
  pigment chlorophyll. Chlorophyll absorbs red and blue light and reflects green light, which is
  why leaves look green. The light reactions of photosynthesis happen in the thylakoid membranes.`,
  `The Calvin cycle is a series of reactions that fixes carbon dioxide into sugar. The Calvin cycle
  runs in the stroma of the chloroplasts and uses the ATP made by the light reactions. The enzyme
  rubisco catalyses the first step of the Calvin cycle. Rubisco is the most abundant protein on
  Earth.`,
  `Cellular respiration is the process that releases energy from glucose. Cellular respiration
  happens in the mitochondria. A mitochondrion is called the powerhouse of the cell because it
  produces most of the ATP. Glycolysis is the first stage of cellular respiration and takes place
  in the cytoplasm. The Krebs cycle follows glycolysis inside the mitochondria.`,
  `Osmosis refers to the movement of water across a semipermeable membrane. Diffusion is the
  movement of particles from a region of high concentration to a region of low concentration.
  The cell membrane is a semipermeable membrane made of a phospholipid bilayer. Active transport
  moves particles against the concentration gradient and needs ATP.`,
];

export function biologyPdf(): ExtractedDocument {
  return {
    kind: 'pdf',
    pageCount: BIOLOGY_PAGES.length,
    language: 'en',
    segments: BIOLOGY_PAGES.map((text, i) => ({ text: text.replace(/\s+/g, ' '), page: i + 1 })),
  };
}

export function biologyVideo(): ExtractedDocument {
  const sentences = BIOLOGY_PAGES.join(' ')
    .replace(/\s+/g, ' ')
    .split(/(?<=\.) /);
  return {
    kind: 'video',
    language: 'en',
    segments: sentences.map((text, i) => ({ text, start: i * 5, end: i * 5 + 5 })),
  };
}

export const FRENCH_TEXT = `La photosynthèse est le processus par lequel les plantes vertes transforment
l'énergie lumineuse en énergie chimique. La photosynthèse se déroule dans les chloroplastes. Le
chloroplaste est un organite qui contient la chlorophylle. La chlorophylle absorbe la lumière rouge
et la lumière bleue. La respiration cellulaire est le processus qui libère l'énergie du glucose. La
respiration cellulaire se déroule dans les mitochondries. Les mitochondries produisent la plus
grande partie de l'énergie de la cellule.`;

export const GERMAN_TEXT = `Die Photosynthese ist der Prozess, bei dem grüne Pflanzen Lichtenergie in
chemische Energie umwandeln. Die Photosynthese findet in den Chloroplasten statt. Ein Chloroplast
ist ein Organell, das den Farbstoff Chlorophyll enthält. Das Chlorophyll absorbiert rotes und
blaues Licht. Die Zellatmung ist der Prozess, der Energie aus Glukose freisetzt. Die Zellatmung
findet in den Mitochondrien statt. Die Mitochondrien erzeugen den größten Teil der Energie der
Zelle.`;

export const CHINESE_TEXT = `光合作用是绿色植物把光能转化为化学能的过程。光合作用在叶绿体中进行。叶绿体是含有叶绿素的细胞器。
叶绿素吸收红光和蓝光。细胞呼吸是从葡萄糖中释放能量的过程。细胞呼吸在线粒体中进行。线粒体产生细胞的大部分能量。`;

export function textDocument(text: string, language = 'en'): ExtractedDocument {
  return { kind: 'text', language, segments: [{ text: text.replace(/\s+/g, ' ') }] };
}
