import type { ReactNode } from 'react';

type FormSectionProps = {
  title: string;
  intro?: string;
  number?: number;
  columns?: 1 | 2 | 3;
  /** 3 when the form itself sits under an h2 (the selective page). */
  level?: 2 | 3;
  children: ReactNode;
};

/** A titled group of fields; the legend holds a heading so the form can be browsed by headings. */
export function FormSection({ title, intro, number, columns = 2, level = 2, children }: FormSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <Heading className="form-section__title">
          {number !== undefined && (
            <span className="form-section__number" aria-hidden="true">
              {String(number).padStart(2, '0')}
            </span>
          )}
          {title}
        </Heading>
      </legend>
      {intro && <p className="form-section__intro">{intro}</p>}
      <div className={`form-grid form-grid--${columns}`}>{children}</div>
    </fieldset>
  );
}
