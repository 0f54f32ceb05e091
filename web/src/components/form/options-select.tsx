import { Component, type ComponentProps, type RefCallback } from 'react';
import { escapeHtml } from '../../core/escape-html';

export type SelectOption = { value: string; label: string };

type OptionsSelectProps = Omit<ComponentProps<'select'>, 'children' | 'dangerouslySetInnerHTML' | 'ref'> & {
  /** Keep the same array while the language and the list stay: its HTML is then written once. */
  options: readonly SelectOption[];
  /** The empty first entry. */
  placeholder: string;
  selectRef?: RefCallback<HTMLSelectElement> | undefined;
};

/**
 * A native select whose <option>s reach the DOM as one string of HTML, not as React elements.
 *
 * The forms' selects hold about a thousand options between them (heights, measures, countries,
 * dial codes). As elements, each was a fiber React built, matched against the server's HTML and
 * kept at hydration: the largest part of the forms' start-up work on a phone. As HTML, the server
 * writes the same options and the browser parses them; React hydrates one element.
 *
 * When the list's HTML changes (a language switch renames every option, a new country brings its
 * cities), the browser would fall back to the first option: the chosen value is read before the
 * change and chosen again after it, when the new list still offers it.
 */
export class OptionsSelect extends Component<OptionsSelectProps> {
  private select: HTMLSelectElement | null = null;

  override getSnapshotBeforeUpdate(previous: OptionsSelectProps): string | null {
    const changed = optionsHtml(previous.options, previous.placeholder) !== this.html();
    return changed && this.select ? this.select.value : null;
  }

  override componentDidUpdate(_previous: OptionsSelectProps, _state: unknown, chosen: string | null): void {
    const select = this.select;
    if (chosen === null || !select) return;
    if (Array.from(select.options).some((option) => option.value === chosen)) select.value = chosen;
  }

  private html() {
    return optionsHtml(this.props.options, this.props.placeholder);
  }

  override render() {
    const { options: _options, placeholder: _placeholder, selectRef, ...select } = this.props;
    return (
      <select
        {...select}
        ref={(node) => {
          this.select = node;
          selectRef?.(node);
        }}
        dangerouslySetInnerHTML={this.html()}
      />
    );
  }
}

/**
 * One object per list and placeholder: React compares the object, so the same one leaves the
 * options alone when the form re-renders (on every validation while the visitor types).
 */
const htmlByList = new WeakMap<readonly SelectOption[], Map<string, { __html: string }>>();

function optionsHtml(options: readonly SelectOption[], placeholder: string): { __html: string } {
  let byPlaceholder = htmlByList.get(options);
  if (!byPlaceholder) {
    byPlaceholder = new Map<string, { __html: string }>();
    htmlByList.set(options, byPlaceholder);
  }
  let html = byPlaceholder.get(placeholder);
  if (!html) {
    const entries = options.map(
      (o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`,
    );
    html = { __html: `<option value="">${escapeHtml(placeholder)}</option>${entries.join('')}` };
    byPlaceholder.set(placeholder, html);
  }
  return html;
}
