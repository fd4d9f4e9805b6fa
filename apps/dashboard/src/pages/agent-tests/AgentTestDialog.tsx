import type { AgentTest, AgentTestInput } from '@parley/api-client';
import { MAX_TEST_PHRASE, MAX_TEST_PHRASES, MAX_TEST_QUESTION } from '@parley/api-client/schemas';
import { Checkbox, Dialog, Textarea } from '@parley/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { serverErrors, type FieldErrors } from '../../lib/forms';
import { Alert } from '../../components/Alert';
import { CancelButton, SubmitButton } from '../../components/WorkingButton';

/** What the dialog edits: `'new'` for a test to add, else the test to change; null when closed. */
export type Editing = AgentTest | 'new' | null;

/** One phrase a line, blank lines dropped: how the owner writes a list without a list widget. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Add or edit one test: the question, the phrases the answer must and must not contain, and the two expectations. */
export function AgentTestDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t('agentTests.addTitle') : t('agentTests.editTitle')}
      description={t('agentTests.dialogDescription')}
      closeLabel={t('common.close')}
    >
      {editing !== null ? (
        <AgentTestForm key={editing === 'new' ? 'new' : editing.id} test={editing === 'new' ? null : editing} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function AgentTestForm({ test, onCancel, onSaved }: { test: AgentTest | null; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState(test?.question ?? '');
  const [mustContain, setMustContain] = useState(test?.must_contain.join('\n') ?? '');
  const [mustNotContain, setMustNotContain] = useState(test?.must_not_contain.join('\n') ?? '');
  const [dontKnow, setDontKnow] = useState(test?.expect_dont_know ?? false);
  const [person, setPerson] = useState(test?.expect_person ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, focus goes to the first field that needs fixing.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // The contract's own messages are English; these say the same in the page's language.
  const phraseProblem = (phrases: string[]) =>
    phrases.length > MAX_TEST_PHRASES
      ? t('agentTests.tooManyPhrases', { max: MAX_TEST_PHRASES })
      : phrases.some((p) => p.length > MAX_TEST_PHRASE)
        ? t('agentTests.phraseTooLong', { max: MAX_TEST_PHRASE })
        : undefined;
  const validate = (input: { question: string; must_contain: string[]; must_not_contain: string[] }): FieldErrors => {
    const found: FieldErrors = {};
    if (!input.question) found['test.question'] = t('agentTests.questionRequired');
    else if (input.question.length > MAX_TEST_QUESTION) found['test.question'] = t('agentTests.questionTooLong', { max: MAX_TEST_QUESTION });
    const contain = phraseProblem(input.must_contain);
    const notContain = phraseProblem(input.must_not_contain);
    if (contain) found['test.must_contain'] = contain;
    if (notContain) found['test.must_not_contain'] = notContain;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: AgentTestInput = {
      name: test?.name ?? '',
      question: question.trim(),
      turns: test?.turns ?? [],
      must_contain: lines(mustContain),
      must_not_contain: lines(mustNotContain),
      expect_dont_know: dontKnow,
      expect_person: person,
      rubric: test?.rubric ?? null,
    };
    const found = validate({ question: body.question, must_contain: body.must_contain ?? [], must_not_contain: body.must_not_contain ?? [] });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await (test ? api.updateAgentTest(test.id, body) : api.createAgentTest(body));
      onSaved();
    } catch (failure) {
      setErrors(serverErrors(failure));
    } finally {
      setBusy(false);
    }
  };

  const hint = t('agentTests.phrasesHint', { max: MAX_TEST_PHRASES });
  const phraseFields = [
    ['must_contain', mustContain, setMustContain],
    ['must_not_contain', mustNotContain, setMustNotContain],
  ] as const;
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Alert>{errors.form}</Alert>
      <Textarea
        label={t('agentTests.question')}
        rows={2}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        error={errors['test.question']}
        required
      />
      {phraseFields.map(([field, value, setValue]) => (
        <Textarea
          key={field}
          label={t(field === 'must_contain' ? 'agentTests.mustContain' : 'agentTests.mustNotContain')}
          hint={hint}
          rows={3}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={errors[`test.${field}`]}
        />
      ))}
      <Checkbox label={t('agentTests.expectDontKnow')} checked={dontKnow} onChange={(e) => setDontKnow(e.target.checked)} />
      <Checkbox label={t('agentTests.expectPerson')} checked={person} onChange={(e) => setPerson(e.target.checked)} />
      <div className="row">
        <SubmitButton loading={busy}>{t('agentTests.save')}</SubmitButton>
        <CancelButton onClick={onCancel} />
      </div>
    </form>
  );
}
