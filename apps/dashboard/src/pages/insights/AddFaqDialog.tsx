import { Dialog, TextField } from '@parley/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { serverErrors, type FieldErrors } from '../../lib/forms';
import { FAQ_LIMITS, faqErrors, type FaqFieldError } from './faq-form';
import { Alert } from '../../components/Alert';
import { CancelButton, SubmitButton } from '../../components/WorkingButton';
import { Field } from '../../components/Field';

/**
 * Turns a question the agent could not answer into an FAQ: the question comes filled in, the
 * owner writes the answer, and the agent knows it from the next conversation on.
 */
export function AddFaqDialog({ question, onClose, onAdded }: { question: string | null; onClose: () => void; onAdded: (question: string) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={question !== null}
      onClose={onClose}
      title={t('insights.addFaq.title')}
      description={t('insights.addFaq.description')}
      closeLabel={t('common.close')}
    >
      {question !== null ? <AddFaqForm key={question} initialQuestion={question} onCancel={onClose} onAdded={onAdded} /> : null}
    </Dialog>
  );
}

function AddFaqForm({ initialQuestion, onCancel, onAdded }: { initialQuestion: string; onCancel: () => void; onAdded: (question: string) => void }) {
  const { t } = useTranslation();
  const answerId = useId();
  const [question, setQuestion] = useState(initialQuestion);
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  // The question is filled in, so the answer is where to start; after the dialog has taken focus.
  useEffect(() => {
    const timer = setTimeout(() => answerRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  // After a refused submit, focus goes to the first field that needs fixing.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const message = (error: FaqFieldError, field: 'question' | 'answer') =>
    error === 'required'
      ? field === 'question'
        ? t('insights.addFaq.questionRequired')
        : t('insights.addFaq.answerRequired')
      : t('insights.addFaq.tooLong', { max: FAQ_LIMITS[field] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = faqErrors({ question, answer });
    const found: FieldErrors = {};
    if (invalid.question) found['faq.question'] = message(invalid.question, 'question');
    if (invalid.answer) found['faq.answer'] = message(invalid.answer, 'answer');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.createFaq({ faq: { question: question.trim(), answer: answer.trim() } });
      onAdded(initialQuestion);
    } catch (failure) {
      setErrors(serverErrors(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Alert>{errors.form}</Alert>
      <TextField label={t('knowledge.question')} value={question} onChange={(e) => setQuestion(e.target.value)} error={errors['faq.question']} required />
      <Field label={t('knowledge.answer')} error={errors['faq.answer']} id={answerId}>
        {(field) => (
          <textarea {...field} ref={answerRef} className="pl-field__input" rows={5} value={answer} required onChange={(e) => setAnswer(e.target.value)} />
        )}
      </Field>
      <div className="row">
        <SubmitButton loading={busy}>{t('insights.addFaq.save')}</SubmitButton>
        <CancelButton onClick={onCancel} />
      </div>
    </form>
  );
}
