// Random GraphQL documents over our schema for the demand-control fuzz: aliases, fragments,
// variables with and without defaults, inline and variable page sizes, nested lists, directives.

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const PAGE_SIZES = [1, 2, 5, 10, 20, 50, 100, 101, 0, 1000, null] as const;

type Built = { query: string; variables: Record<string, unknown> };

/** One document and its variables, drawn from `random` (seeded by the caller). */
export function generateDocument(random: Random, modelIds: readonly string[]): Built {
  const variableDefinitions: string[] = [];
  const variables: Record<string, unknown> = {};
  const fragments = new Map<string, string>();
  let counter = 0;

  const pageSize = (): string => {
    const size = pick(random, PAGE_SIZES);
    const style = random();
    if (size === null) return '';
    if (style < 0.4) return `first: ${size}`;
    const name = `n${counter++}`;
    if (style < 0.7) {
      variableDefinitions.push(`$${name}: Int`);
      variables[name] = size;
    } else {
      variableDefinitions.push(`$${name}: Int = ${size}`);
    }
    return `first: $${name}`;
  };

  const modelFields = (): string => {
    const fields = [
      'id',
      'name',
      'cover { url }',
      'measures { key value }',
      'skills',
      'cover2 { url }',
      'galleries { initial book { url } video { embedUrl } }',
    ];
    const chosen = fields.filter(() => random() < 0.45);
    if (!chosen.length) chosen.push('id');
    const style = random();
    if (style < 0.25) {
      const name = `F${fragments.size}`;
      fragments.set(name, `fragment ${name} on Model { ${chosen.join(' ')} }`);
      return `...${name}`;
    }
    if (style < 0.4) {
      const flag = `f${counter++}`;
      variableDefinitions.push(`$${flag}: Boolean!`);
      variables[flag] = random() < 0.7;
      return `... on Model @include(if: $${flag}) { ${chosen.join(' ')} }`;
    }
    return chosen.join(' ');
  };

  const roots = [
    () =>
      `models(category: ${pick(random, ['FASHION', 'COMMERCIAL'])}, gender: ${pick(random, ['WOMAN', 'MAN'])} ${pageSize() ? `, ${pageSize()}` : ''}) { totalCount nodes { ${modelFields()} } }`,
    () => `model(id: "${pick(random, modelIds)}") { ${modelFields()} }`,
    () =>
      `models(search: "${pick(random, ['ana', 'joao', 'sou', ''])}", heightMin: ${pick(random, [150, 170])} ${pageSize() ? `, ${pageSize()}` : ''}) { totalCount nodes { ${modelFields()} } }`,
    // Ids off the boards cost profile look-ups (at most 3); the fuzz's ids are real or unknown.
    () =>
      `modelsByIds(ids: [${Array.from({ length: 1 + Math.floor(random() * 12) }, () => `"${pick(random, [...modelIds, '999999991', '999999992', '999999993', '999999994'])}"`).join(', ')}]) { ${modelFields()} }`,
    () =>
      `options { countries { id } states(country: "${pick(random, ['31', '32', '1'])}") { name } genders { value } }`,
    () => 'homeSlides { index slides { id mobileUrl } }',
    () => 'contact { address phones } socialMedia { key url }',
    () => `websiteText(key: "${pick(random, ['about_text', 'missing_key'])}") { html }`,
    () => 'selectiveCities { city date } prehome { id }',
    () => `posts(type: "news", perPage: ${pick(random, [1, 6, 10, 50])}) { nodes { title cover { url } } }`,
  ];
  const selections: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const root = pick(random, roots);
    const copies = random() < 0.3 ? 2 + Math.floor(random() * 5) : 1;
    for (let c = 0; c < copies; c++) selections.push(copies > 1 ? `r${i}_${c}: ${root()}` : root());
  }
  const header = variableDefinitions.length ? `query Fuzz(${variableDefinitions.join(', ')})` : 'query Fuzz';
  return { query: [`${header} { ${selections.join(' ')} }`, ...fragments.values()].join('\n'), variables };
}
