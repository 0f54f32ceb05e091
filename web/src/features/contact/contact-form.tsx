import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageForm } from '../../components/form/message-form';
import { useSubmitContact } from './use-submit-contact';

/** The contact form, posted to the panel (docs/product.md). */
export function ContactForm() {
  const { t } = useTranslation();
  const titleId = `${useId()}-title`;
  const submit = useSubmitContact();
  return (
    <section className="contact__form" aria-labelledby={titleId}>
      <h2 id={titleId} className="contact__form-title">
        {t('contact.form_title')}
      </h2>
      <MessageForm labelledBy={titleId} send={submit} />
    </section>
  );
}
