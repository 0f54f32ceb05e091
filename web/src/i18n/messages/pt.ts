import { ptForms } from './pt-forms';

// The reference language: its shape is the `Messages` type the other languages must fill.
// Keys ending in _one/_other are i18next plurals, chosen by {{count}}.
export const pt = {
  common: {
    skip_to_content: 'Pular para o conteúdo',
    loading: 'Carregando',
    back: 'Voltar',
    close: 'Fechar',
    yes: 'Sim',
    no: 'Não',
    new_tab: '(abre em nova aba)',
    home_link: '{{product}}, página inicial',
  },
  nav: {
    label: 'Menu principal',
    home: 'Início',
    models: 'Modelos',
    women: 'Mulheres',
    men: 'Homens',
    get_scouted: 'Seja um modelo',
    contact: 'Contato',
    about: 'Sobre',
    favorites: 'Favoritos',
    favorites_count_one: 'Favoritos, {{count}} talento',
    favorites_count_other: 'Favoritos, {{count}} talentos',
    selective: 'Seletiva',
  },
  language: {
    label: 'Idioma',
  },
  header: {
    menu: 'Menu',
    open_menu: 'Abrir menu',
    close_menu: 'Fechar menu',
  },
  footer: {
    label: 'Rodapé',
    nav_label: 'Links do rodapé',
    phone: 'Telefone',
    email: 'E-mail',
    instagram: 'Instagram',
    credit: 'Plataforma por {{provider}}',
    copyright: '© {{year}} {{product}}. Todos os direitos reservados.',
  },
  home: {
    slider_label: 'Destaques',
    slide: 'Imagem {{index}} de {{total}}',
    pause: 'Pausar apresentação',
    play: 'Retomar apresentação',
    prehome_label: 'Abertura',
    prehome_enter: 'Entrar no site',
  },
  model_list: {
    title_women: 'Mulher',
    title_men: 'Homem',
    category_label: 'Categoria',
    categories: { fashion: 'Fashion', comercial: 'Comercial' },
    letters_label: 'Filtrar pela inicial do nome',
    all: 'Todos',
    letter: 'Talentos com a inicial {{letter}}',
    empty: 'Nenhum talento disponível',
    search_label: 'Buscar talentos pelo nome',
    search_placeholder: 'Buscar pelo nome',
    search_submit: 'Buscar',
    no_match: 'Nenhum talento aqui corresponde a “{{search}}”',
    loading_more: 'Carregando mais talentos…',
    load_more: 'Ver mais',
    results_one: '{{count}} talento',
    results_other: '{{count}} talentos',
    view_profile: 'Ver o perfil de {{name}}',
    filters: {
      toggle: 'Filtros',
      toggle_count: 'Filtros ({{count}})',
      label: 'Filtrar talentos',
      height_from: 'Altura mínima',
      height_to: 'Altura máxima',
      height_option: '{{cm}} cm · {{feet}}′{{inches}}″',
      any: 'Qualquer',
      apply: 'Filtrar',
      clear: 'Limpar filtros',
      none_match: 'Nenhum talento corresponde a estes filtros.',
      unread: 'Parte deste endereço não pôde ser lida e foi deixada de lado: {{names}}.',
    },
  },
  profile: {
    back: 'Voltar',
    age_one: '{{count}} ano',
    age_other: '{{count}} anos',
    measures_title: 'Medidas',
    galleries_label: 'Galerias',
    galleries: {
      book: 'Book',
      snap: 'Polaroids',
      compo: 'Composite',
      video: 'Vídeo',
    },
    gallery_empty: 'Nenhuma imagem nesta galeria.',
    photo_alt: '{{name}}, foto {{index}} de {{total}}',
    slide: 'Slide {{index}} de {{total}}',
    previous: 'Foto anterior',
    next: 'Próxima foto',
    video_title: 'Vídeo de {{name}}',
    video_unavailable: 'Este vídeo não pode ser reproduzido aqui agora.',
    video_watch: 'Ver no {{provider}}',
    download: 'Baixar',
    download_label: 'Baixar a galeria {{gallery}} de {{name}}',
    downloading: 'Baixando…',
    download_failed: 'Não foi possível baixar a galeria. Tente novamente.',
    comp_card: 'Comp card ({{details}})',
    comp_card_label: 'Comp card de {{name}} ({{details}})',
    instagram: 'Instagram',
    instagram_label: 'Instagram de {{name}} (abre em nova aba)',
    unavailable: 'Este talento não está mais disponível.',
  },
  favorites: {
    title: 'Favoritos',
    departed_one: '{{names}} não está mais na agência e saiu da sua seleção.',
    departed_other: '{{names}} não estão mais na agência e saíram da sua seleção.',
    empty: 'Nenhum talento selecionado!',
    empty_hint: 'Toque no coração de um talento para guardá-lo aqui.',
    add: 'Adicionar {{name}} aos favoritos',
    remove: 'Remover {{name}} dos favoritos',
    selected_one: '{{count}} talento selecionado',
    selected_other: '{{count}} talentos selecionados',
    budget_title: 'Peça um orçamento',
    budget_intro: 'Envie sua seleção e conte o que você precisa. Respondemos por e-mail.',
    budget_needs_selection: 'Escolha pelo menos um talento (toque no coração) para pedir um orçamento.',
    share: 'Compartilhar seleção',
    share_title: 'Seleção de talentos · {{product}}',
    share_copied: 'Link copiado. Cole-o para compartilhar sua seleção.',
    share_manual: 'Copie este link para compartilhar sua seleção:',
    shared_title: 'Seleção compartilhada',
    shared_intro:
      'Alguém compartilhou estes talentos com você. Toque no coração para guardar um nos seus favoritos ou peça um orçamento abaixo.',
    shared_skipped_one: '{{count}} talento deste link não está mais disponível e foi deixado de fora.',
    shared_skipped_other:
      '{{count}} talentos deste link não estão mais disponíveis e foram deixados de fora.',
    shared_none: 'Nenhum talento deste link está disponível.',
    shared_keep: 'Guardar todos nos meus favoritos',
    shared_kept: 'Guardamos a seleção nos seus favoritos',
    my_favorites: 'Meus favoritos',
  },
  toast: {
    favorite_added: 'Adicionamos {{name}} aos seus favoritos',
    favorite_removed: 'Removemos {{name}} dos seus favoritos',
  },
  ...ptForms,
  about: {
    title: 'Sobre',
    fallback:
      'Há 30 anos a {{product}} descobre, desenvolve e representa modelos fashion e comerciais, mulheres e homens, a partir da Bahia.',
  },
  contact: {
    title: 'Contato',
    address: 'Endereço',
    email: 'E-mail',
    phones: 'Telefones',
    follow_instagram: 'Siga-nos no Instagram',
    map_label: 'Mapa com a localização da agência',
    map_unavailable: 'O mapa não está disponível agora, mas o endereço está nesta página.',
    directions: 'Como chegar',
    form_title: 'Envie uma mensagem',
  },
  errors: {
    not_found: 'Esta página não foi encontrada.',
    unavailable: 'Serviço indisponível. Tente novamente em alguns instantes.',
    generic: 'Ocorreu um erro inesperado.',
    status: 'Erro {{status}}',
    return: 'Voltar',
    home: 'INÍCIO',
    page_failed: 'Ocorreu um erro ao exibir a página de erro',
    go_home: 'Voltar para o início',
  },
  loading: {
    overlay: 'Carregando',
    page: 'Carregando a página',
  },
  meta: {
    title_template: '{{page}} | {{product}}',
    home: {
      title: 'Início',
      description:
        'Agência de modelos na Bahia há 30 anos. Conheça nossos talentos fashion e comerciais, peça um orçamento ou inscreva-se para ser modelo.',
    },
    models_women: {
      title: 'Mulher · {{category}}',
      description: 'Modelos femininas da {{product}}, casting {{category}}: books, polaroids e medidas.',
    },
    models_men: {
      title: 'Homem · {{category}}',
      description: 'Modelos masculinos da {{product}}, casting {{category}}: books, polaroids e medidas.',
    },
    model_profile: {
      title: '{{name}}',
      description: '{{name}} na {{product}}: medidas, book, polaroids e vídeos.',
    },
    get_scouted: {
      title: 'Seja um modelo',
      description:
        'Quer ser modelo? Envie seus dados e fotos para a {{product}}, agência de modelos na Bahia.',
    },
    selective: {
      title: 'Seletiva',
      description:
        'Datas e inscrição das seletivas da {{product}}: sua chance de começar a carreira de modelo.',
    },
    favorites: {
      title: 'Favoritos',
      description: 'Seus talentos favoritos da {{product}}. Envie a seleção e peça um orçamento.',
    },
    about: {
      title: 'Sobre',
      description:
        'Há 30 anos a {{product}} descobre, desenvolve e representa modelos fashion e comerciais na Bahia.',
    },
    contact: {
      title: 'Contato',
      description: 'Endereço, telefones, e-mail e Instagram da {{product}}, agência de modelos na Bahia.',
    },
    not_found: {
      title: 'Página não encontrada',
    },
    unavailable: {
      title: 'Serviço indisponível',
    },
  },
} as const;

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Every language's texts: the same keys as Portuguese, any string at the leaves. */
export type Messages = Texts<typeof pt>;
