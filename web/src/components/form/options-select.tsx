import { Component, type ComponentProps, type RefCallback } from 'react';
import escapeHtml from 'escape-html';

export type SelectOption = { value: string; label: string };

type OptionsSelectProps = Omit<ComponentProps<'select'>, 'children' | 'dangerouslySetInnerHTML' | 'ref'> & {
  /** Keep the same array while the list stays: its HTML is then written once. */
  options: readonly SelectOption[];
  /** The empty first entry. */
  placeholder: string;
  selectRef?: RefCallback<HTMLSelectElement> | undefined;
};

/** The options' HTML, made again only when the list itself changes. */
type OptionsSelectState = { options: readonly SelectOption[]; html: { __html: string } };

/**
 * A native select whose <option>s reach the DOM as one string of HTML, not as React elements.
 *
 * The forms' selects hold about a thousand options between them (heights, measures, countries,
 * dial codes). As elements, each was a fiber React built, matched against the server's HTML and
 * kept at hydration: the largest part of the forms' start-up work on a phone. As HTML, the server
 * writes the same options and the browser parses them; React hydrates one element.
 *
 * A language switch renames the placeholder alone in most lists (measures are numbers): its text
 * is changed in place. When the list itself changes (country names in another language, a new
 * country's cities), its HTML is written again and the browser would fall back to the first
 * option: the chosen value is read before the change and chosen again after it, when the new list
 * still offers it.
 */
export class OptionsSelect extends Component<OptionsSelectProps, OptionsSelectState> {
  private select: HTMLSelectElement | null = null;

  static getDerivedStateFromProps(
    props: OptionsSelectProps,
    state: OptionsSelectState | null,
  ): OptionsSelectState | null {
    if (state?.options === props.options) return null;
    return { options: props.options, html: { __html: optionsHtml(props.options, props.placeholder) } };
  }

  override state = OptionsSelect.getDerivedStateFromProps(this.props, null)!;

  override getSnapshotBeforeUpdate(
    _previous: OptionsSelectProps,
    previous: OptionsSelectState,
  ): string | null {
    return previous.html !== this.state.html && this.select ? this.select.value : null;
  }

  override componentDidUpdate(_previous: OptionsSelectProps, _state: unknown, chosen: string | null): void {
    const select = this.select;
    if (!select) return;
    const placeholder = select.options[0];
    if (placeholder && placeholder.text !== this.props.placeholder) placeholder.text = this.props.placeholder;
    if (chosen === null) return;
    if (Array.from(select.options).some((option) => option.value === chosen)) select.value = chosen;
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
        dangerouslySetInnerHTML={this.state.html}
      />
    );
  }
}

function optionsHtml(options: readonly SelectOption[], placeholder: string): string {
  const entries = options.map(
    (o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`,
  );
  return `<option value="">${escapeHtml(placeholder)}</option>${entries.join('')}`;
}
