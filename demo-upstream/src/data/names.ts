// Brazilian first names and surnames, accents kept, as a Bahian agency's board would show them.
// Some letters of the alphabet are left out on purpose for each gender, so the site's A-Z filter
// has disabled letters to show: no woman's name starts with K, Q, U, W, X, Y or Z, and no man's
// with N, Q, U, X, Y or Z. Names starting with an accented capital (Érica, Ícaro) test folding.

export const womenFirstNames = [
  'Ana Clara', 'Ana Beatriz', 'Alice', 'Amanda', 'Ângela', 'Beatriz', 'Bianca', 'Bruna', 'Camila',
  'Carolina', 'Cecília', 'Conceição', 'Daniela', 'Débora', 'Eduarda', 'Elaine', 'Érica', 'Fernanda',
  'Flávia', 'Gabriela', 'Giovanna', 'Helena', 'Heloísa', 'Isabela', 'Ísis', 'Jéssica', 'Júlia',
  'Juliana', 'Larissa', 'Lúcia', 'Luana', 'Maria Eduarda', 'Mariana', 'Maíra', 'Natália', 'Nayara',
  'Olívia', 'Paula', 'Patrícia', 'Rafaela', 'Renata', 'Rita de Cássia', 'Sabrina', 'Sofia', 'Tainá',
  'Tatiane', 'Valentina', 'Vitória',
] as const;

export const menFirstNames = [
  'Antônio', 'Arthur', 'Bruno', 'Caio', 'Cauã', 'Davi', 'Diego', 'Eduardo', 'Enzo', 'Felipe',
  'Gabriel', 'Gustavo', 'Heitor', 'Henrique', 'Ícaro', 'Igor', 'João', 'João Pedro', 'Kaique',
  'Leonardo', 'Lucas', 'Luiz Otávio', 'Marcos', 'Matheus', 'Otávio', 'Pedro', 'Rafael', 'Renan',
  'Samuel', 'Thiago', 'Tiago', 'Vinícius', 'Wesley', 'Wagner',
] as const;

export const surnames = [
  'Souza', 'Santos', 'Oliveira', 'Araújo', 'Gonçalves', 'Conceição', 'Nascimento', 'Ribeiro',
  'Carvalho', 'Almeida', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Rodrigues', 'Barbosa', 'Melo',
  'Cardoso', 'Assunção', 'Magalhães', 'Brandão', 'Sant’Anna', 'Damásio', 'Bonfim', 'Falcão',
  'Peixoto', 'Queiroz', 'Teixeira', 'Vasconcelos', 'Guimarães', 'Lopes', 'Moreira', 'Macêdo',
  'Simões', 'Jesus', 'Batista',
] as const;

export const skillNames = [
  'Passarela', 'Fotografia', 'Comercial de TV', 'Dança', 'Teatro', 'Inglês fluente', 'Espanhol',
  'Natação', 'Surfe', 'Capoeira', 'Canto', 'Yoga', 'Hipismo', 'Futebol', 'Vôlei de praia',
  'Figurino de época', 'Libras',
] as const;
