// Runs in the page (added as an init script by bench/soft-navigation.ts), plain JavaScript so that
// no compiler helper leaks into the page. It times a tap from its click event to the frame in
// which the next screen first meets a condition, entirely inside the page: the figure is
// the requestAnimationFrame timestamp at which the condition first held, less the click's
// performance.now(). Node only arms it and reads the figures back.
(() => {
  // Laid out and painted, wherever it is on the page (a form may start below the fold).
  const laidOut = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  // Laid out and inside the viewport.
  const visible = (element) => {
    if (!laidOut(element)) return false;
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  const text = (element) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const loaded = (img) => Boolean(img) && img.complete && img.naturalWidth > 0;
  const firstVisible = (selector) => [...document.querySelectorAll(selector)].find(visible);

  /** What a board shows: its cards' links in order, or its empty message. */
  const boardShown = () =>
    [...document.querySelectorAll('main .model-card a')].map((link) => link.getAttribute('href')).join(' ') ||
    text(document.querySelector('main .models-screen__empty'));
  window.__boardShown = boardShown;

  // Each condition: what "the next screen is on screen" means for one measure.
  const conditions = {
    // The profile's name (its h1) in the page with text, and laid out in view.
    profileName: () => {
      const name = document.querySelector('main #profile-name, main .profile__name');
      return visible(name) && text(name) !== '';
    },
    // The first photo of the gallery the profile opens on (or its cover): loaded and in view.
    profilePhoto: () => {
      const img = document.querySelector('main .profile__panel img, main .profile__cover img');
      return loaded(img) && visible(img);
    },
    // A list's cards (not a profile any more): the first card laid out in view.
    listCards: () =>
      !document.querySelector('main #profile-name') && visible(document.querySelector('main .model-card')),
    // Forms: the screen's title in view and its first field laid out (the selective's form starts
    // below its header, out of view on a phone).
    getScouted: () =>
      visible(document.querySelector('main .form-page h1')) &&
      laidOut(document.querySelector('main .form-page form .field__control')),
    selective: () =>
      visible(document.querySelector('main .selective-page h1')) &&
      laidOut(document.querySelector('main .selective-page form .field__control')),
    // Contact draws without waiting for its data: its title in view and its details laid out.
    contact: () =>
      visible(document.querySelector('main .contact h1')) &&
      laidOut(document.querySelector('main .contact__body')),
    about: () =>
      visible(document.querySelector('main .about__text')) &&
      text(document.querySelector('main .about__text')) !== '',
    // Favourites: the list or the empty message, no longer the pending placeholder.
    favorites: () =>
      Boolean(firstVisible('main .favorites-screen__empty, main .favorites-screen .model-card')),
    // The be-a-model form reads in the other language: its title or its first label.
    formLanguage: ({ title, firstLabel }) =>
      text(document.querySelector('main h1')) === title ||
      text(document.querySelector('main form .field__label')).startsWith(firstLabel),
    // A board narrowed by a filter: the URL names it, the grid is no longer dimmed while it loads,
    // it shows other cards than before the choice (or the message that none matches), and its first
    // card or that message is in view.
    filteredBoard: ({ word, before }) =>
      new URLSearchParams(location.search).has(word) &&
      !document.querySelector('main .model-grid[aria-busy="true"]') &&
      boardShown() !== before &&
      Boolean(firstVisible('main .model-card, main .models-screen__empty')),
    overlayGone: () => {
      const overlay = document.querySelector('.loading-overlay');
      return !overlay || overlay.hidden || !visible(overlay);
    },
  };

  const probe = {
    /** Times the next click; `steps` are [name, argument] pairs, each recorded in the frame it first holds. */
    arm(steps) {
      const state = { clickAt: undefined, figures: {}, done: false, error: undefined };
      probe.current = state;
      const tap = ++probe.taps;
      // Marked for a trace (SOFTNAV_TRACE, soft-navigation-trace.ts): the click's moment in it.
      const clicked = () => {
        if (state.clickAt !== undefined) return;
        state.clickAt = performance.now();
        performance.mark(`softnav-click-${tap}`);
      };
      addEventListener('click', clicked, { capture: true, once: true });
      // A choice in a list (the board's filters) starts with its change: the phone's picker is not the site's time.
      addEventListener('change', clicked, { capture: true, once: true });
      const frame = (timestamp) => {
        if (probe.current !== state) return;
        if (state.clickAt !== undefined) {
          try {
            // In order: a step counts once the steps before it have held (the overlay goes after the texts came).
            for (const [name, argument] of steps) {
              if (state.figures[name] === undefined) {
                if (!conditions[name](argument)) break;
                state.figures[name] = timestamp - state.clickAt;
              }
            }
          } catch (error) {
            state.error = String(error);
          }
          if (steps.every(([name]) => state.figures[name] !== undefined)) {
            // The frame after: how long the main thread stayed busy once the screen was there.
            requestAnimationFrame((next) => {
              state.figures.nextFrame = next - state.clickAt;
              state.done = true;
            });
            return;
          }
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    current: undefined,
    /** How many taps were armed on this page (the Nth is marked softnav-click-N). */
    taps: 0,
    /** Every INP report (web-vitals, reportAllChanges); the last one is the page's INP. */
    inp: [],
  };
  window.__softNav = probe;

  // web-vitals' attribution build (added before this script) reports INP as it grows.
  window.webVitals?.onINP(
    (metric) => {
      const a = metric.attribution ?? {};
      probe.inp.push({
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
        loadState: a.loadState,
        longestScript: a.longestScript
          ? `${a.longestScript.subpart} ${a.longestScript.entry?.invoker ?? ''} ${a.longestScript.entry?.sourceURL ?? ''}`.trim()
          : undefined,
        path: location.pathname,
      });
    },
    { reportAllChanges: true },
  );
})();
