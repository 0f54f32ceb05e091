// Brazil's 27 states in alphabetical order, each with the cities the forms offer; Bahia (5th) has
// the most because the agency scouts there. City ids follow the IBGE municipality codes
// (Salvador 2927408).

export const brazilianStates: [string, [number, string][]][] = [
  [
    'Acre',
    [
      [1200401, 'Rio Branco'],
      [1200203, 'Cruzeiro do Sul'],
    ],
  ],
  [
    'Alagoas',
    [
      [2704302, 'Maceió'],
      [2700300, 'Arapiraca'],
    ],
  ],
  [
    'Amapá',
    [
      [1600303, 'Macapá'],
      [1600600, 'Santana'],
    ],
  ],
  [
    'Amazonas',
    [
      [1302603, 'Manaus'],
      [1303403, 'Parintins'],
    ],
  ],
  [
    'Bahia',
    [
      [2927408, 'Salvador'],
      [2910800, 'Feira de Santana'],
      [2933307, 'Vitória da Conquista'],
      [2905701, 'Camaçari'],
      [2914802, 'Itabuna'],
      [2913606, 'Ilhéus'],
      [2919207, 'Lauro de Freitas'],
      [2925303, 'Porto Seguro'],
      [2918407, 'Juazeiro'],
      [2918001, 'Jequié'],
      [2931350, 'Teixeira de Freitas'],
      [2903201, 'Barreiras'],
      [2900702, 'Alagoinhas'],
      [2930709, 'Simões Filho'],
      [2924009, 'Paulo Afonso'],
      [2910727, 'Eunápolis'],
      [2928703, 'Santo Antônio de Jesus'],
      [2932903, 'Valença'],
      [2906501, 'Candeias'],
      [2911709, 'Guanambi'],
      [2917508, 'Jacobina'],
      [2930501, 'Serrinha'],
      [2930105, 'Senhor do Bonfim'],
      [2910057, "Dias d'Ávila"],
      [2919553, 'Luís Eduardo Magalhães'],
      [2904902, 'Cachoeira'],
      [2919306, 'Lençóis'],
      [2921005, 'Mata de São João'],
    ],
  ],
  [
    'Ceará',
    [
      [2304400, 'Fortaleza'],
      [2307304, 'Juazeiro do Norte'],
    ],
  ],
  [
    'Distrito Federal',
    [
      [5300108, 'Brasília'],
      [5300109, 'Taguatinga'],
    ],
  ],
  [
    'Espírito Santo',
    [
      [3205309, 'Vitória'],
      [3205200, 'Vila Velha'],
    ],
  ],
  [
    'Goiás',
    [
      [5208707, 'Goiânia'],
      [5201108, 'Anápolis'],
    ],
  ],
  [
    'Maranhão',
    [
      [2111300, 'São Luís'],
      [2105302, 'Imperatriz'],
    ],
  ],
  [
    'Mato Grosso',
    [
      [5103403, 'Cuiabá'],
      [5107602, 'Rondonópolis'],
    ],
  ],
  [
    'Mato Grosso do Sul',
    [
      [5002704, 'Campo Grande'],
      [5003702, 'Dourados'],
    ],
  ],
  [
    'Minas Gerais',
    [
      [3106200, 'Belo Horizonte'],
      [3170206, 'Uberlândia'],
      [3136702, 'Juiz de Fora'],
    ],
  ],
  [
    'Pará',
    [
      [1501402, 'Belém'],
      [1506807, 'Santarém'],
    ],
  ],
  [
    'Paraíba',
    [
      [2507507, 'João Pessoa'],
      [2504009, 'Campina Grande'],
    ],
  ],
  [
    'Paraná',
    [
      [4106902, 'Curitiba'],
      [4113700, 'Londrina'],
    ],
  ],
  [
    'Pernambuco',
    [
      [2611606, 'Recife'],
      [2604106, 'Caruaru'],
      [2609600, 'Olinda'],
    ],
  ],
  [
    'Piauí',
    [
      [2211001, 'Teresina'],
      [2207702, 'Parnaíba'],
    ],
  ],
  [
    'Rio de Janeiro',
    [
      [3304557, 'Rio de Janeiro'],
      [3303302, 'Niterói'],
      [3303906, 'Petrópolis'],
      [3300233, 'Armação dos Búzios'],
      [3301702, 'Duque de Caxias'],
    ],
  ],
  [
    'Rio Grande do Norte',
    [
      [2408102, 'Natal'],
      [2408003, 'Mossoró'],
    ],
  ],
  [
    'Rio Grande do Sul',
    [
      [4314902, 'Porto Alegre'],
      [4305108, 'Caxias do Sul'],
    ],
  ],
  [
    'Rondônia',
    [
      [1100205, 'Porto Velho'],
      [1100122, 'Ji-Paraná'],
    ],
  ],
  [
    'Roraima',
    [
      [1400100, 'Boa Vista'],
      [1400472, 'Rorainópolis'],
    ],
  ],
  [
    'Santa Catarina',
    [
      [4205407, 'Florianópolis'],
      [4209102, 'Joinville'],
      [4202404, 'Blumenau'],
    ],
  ],
  [
    'São Paulo',
    [
      [3550308, 'São Paulo'],
      [3509502, 'Campinas'],
      [3548500, 'Santos'],
      [3518800, 'Guarulhos'],
      [3543402, 'Ribeirão Preto'],
      [3549904, 'São José dos Campos'],
    ],
  ],
  [
    'Sergipe',
    [
      [2800308, 'Aracaju'],
      [2802908, 'Itabaiana'],
    ],
  ],
  [
    'Tocantins',
    [
      [1721000, 'Palmas'],
      [1702109, 'Araguaína'],
    ],
  ],
];
