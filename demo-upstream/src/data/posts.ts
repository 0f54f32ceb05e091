// Blog posts and news: no screen shows them yet, but the panel serves them, paginated.

import { createRandom } from '../random.js';
import type { MediaEntry } from './looks.js';

export type Post = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover: string;
  published_at: string;
};

const blogTitles = [
  'Como montar seu primeiro book',
  'Cuidados com a pele no verão baiano',
  'O que levar para uma seletiva',
  'Polaroids: por que elas importam',
  'Passarela: postura e ritmo',
  'Alimentação na semana de moda',
  'Composite: o cartão de visitas do modelo',
  'Redes sociais e carreira',
  'Como se preparar para um teste',
  'Primeira viagem internacional',
  'Direitos do modelo menor aprendiz',
  'Fotografia comercial x editorial',
  'Seu portfólio em vídeo',
  'Treino funcional para modelos',
  'Cabelo natural na passarela',
  'Agenda de castings',
  'Entrevista: dez anos de carreira',
];
const newsTitles = [
  'Seletiva em Feira de Santana',
  'Modelos baianos na São Paulo Fashion Week',
  'Nova campanha de verão',
  'Bahia Models completa 30 anos',
  'Resultado da seletiva de Ilhéus',
  'Editorial no Pelourinho',
  'Campanha nacional com elenco baiano',
  'Desfile beneficente no Rio Vermelho',
  'Nossos modelos em Milão',
  'Seletiva em Porto Seguro',
  'Parceria com marca de moda praia',
  'Workshop de passarela gratuito',
  'Casting aberto para comercial',
  'Modelo da agência capa de revista',
  'Temporada de inverno em Paris',
  'Novos rostos de Vitória da Conquista',
  'Semana de moda de Salvador',
  'Bastidores do Carnaval',
];

function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function postsOf(type: string, titles: string[], firstId: number, media: Map<string, MediaEntry>): Post[] {
  const random = createRandom(`posts-${type}`);
  let day = Date.UTC(2026, 9, 30);
  return titles.map((title, index) => {
    day -= random.int(3, 12) * 86_400_000;
    const slug = slugify(title);
    const cover = `posts/${type}/${slug}.jpg`;
    media.set(cover, { kind: 'image', width: 1200, height: 800, framing: index % 2 ? 'half' : 'full' });
    return {
      id: firstId + index,
      slug,
      title,
      excerpt: `${title}: o que a equipe da agência tem a dizer.`,
      body: `<h2>${title}</h2><p>Texto de demonstração da Bahia Models sobre ${title.toLowerCase()}.</p><p>Publicado pela equipe de conteúdo.</p>`,
      cover,
      published_at: new Date(day).toISOString().replace('.000Z', '.000000Z'),
    };
  });
}

export function generatePosts(media: Map<string, MediaEntry>): Record<string, Post[]> {
  return { blog: postsOf('blog', blogTitles, 301, media), news: postsOf('news', newsTitles, 401, media) };
}
