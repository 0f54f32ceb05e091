import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSetRenderStatus } from './render-status';
import { usePageHead } from './use-page-head';

/** The error screen of docs/product.md: the message, a quiet animation, and for 404 Return and HOME. */
export function ErrorScreen({ status, message }: { status: 404 | 503 | 500; message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSetRenderStatus(status);
  const text =
    message ??
    (status === 404 ? t('errors.not_found') : status === 503 ? t('errors.unavailable') : t('errors.generic'));
  usePageHead({
    title: status === 404 ? t('meta.not_found.title') : t('meta.unavailable.title'),
    description: text,
  });
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-screen__message">
        {text}
      </h1>
      {status === 404 && (
        <div className="error-screen__actions">
          <button type="button" className="text-button" onClick={() => void navigate(-1)}>
            {t('errors.return')}
          </button>
          <Link className="text-button" to="/">
            {t('errors.home')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** Shown when the error screen itself fails: no translations, no data, nothing that can throw. */
export function ErrorScreenFallback() {
  return (
    <section className="error-screen">
      <h1 className="error-screen__message">An error occurred while showing the error page</h1>
      <a className="text-button" href="/">
        Go back to home
      </a>
    </section>
  );
}
