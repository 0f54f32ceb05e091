import type { ReactNode } from 'react';

/** A titled group of fields; the legend holds a heading so the form can be browsed by headings. */
export function FormSection({ title, intro, number, columns = 2, children }: { title: string; intro?: string; number?: number; columns?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <h2 className="form-section__title">
          {number !== undefined && (
            <span className="form-section__number" aria-hidden="true">
              {String(number).padStart(2, '0')}
            </span>
          )}
          {title}
        </h2>
      </legend>
      {intro && <p className="form-section__intro">{intro}</p>}
      <div className={`form-grid form-grid--${columns}`}>{children}</div>
    </fieldset>
  );
}
