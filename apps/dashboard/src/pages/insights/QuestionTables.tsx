import type { Analytics } from '@parley/api-client';
import { Badge, Button } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddFaqDialog } from './AddFaqDialog';
import { FigureTable, questionColumns } from './FigureTable';
import type { Formatters } from './format';
import { CONVERSATION_PARAM } from './listing';

/** The questions visitors ask most. */
export function TopQuestions({ questions, format }: { questions: Analytics['top_questions']; format: Formatters }) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p className="muted">{t('insights.questions.noTop')}</p>;
  return <FigureTable caption={t('insights.questions.topTitle')} rows={questions} rowKey={(row) => row.question} columns={questionColumns(t, format)} />;
}

/** Questions the agent could not answer, each one click from becoming an FAQ. */
export function UnansweredQuestions({ questions, format }: { questions: Analytics['unanswered_questions']; format: Formatters }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  if (questions.length === 0) return <p className="muted">{t('insights.questions.noUnanswered')}</p>;
  return (
    <>
      <p className="pl-visually-hidden" role="status">
        {announcement}
      </p>
      <div data-testid="unanswered-questions">
        <FigureTable
          caption={t('insights.questions.unansweredTitle')}
          rows={questions}
          rowKey={(row) => row.question}
          columns={[
            ...questionColumns<Analytics['unanswered_questions'][number]>(t, format),
            { id: 'last', header: t('insights.questions.lastAsked'), cell: (row) => format.dateTime(row.last_asked_at) },
            {
              id: 'actions',
              header: <span className="pl-visually-hidden">{t('insights.questions.actions')}</span>,
              cell: (row) => (
                <div className="row">
                  {added.includes(row.question) ? (
                    <Badge tone="success">{t('insights.questions.added')}</Badge>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => setAdding(row.question)}
                      aria-label={t('insights.questions.addAsFaqNamed', { question: row.question })}
                    >
                      {t('insights.questions.addAsFaq')}
                    </Button>
                  )}
                  <Link
                    to={`/dashboard/conversations?${CONVERSATION_PARAM}=${encodeURIComponent(row.conversation_id)}`}
                    aria-label={t('insights.questions.viewConversationNamed', { question: row.question })}
                  >
                    {t('insights.questions.viewConversation')}
                  </Link>
                </div>
              ),
            },
          ]}
        />
      </div>
      <AddFaqDialog
        question={adding}
        onClose={() => setAdding(null)}
        onAdded={(question) => {
          setAdded((list) => [...list, question]);
          setAdding(null);
          setAnnouncement(t('insights.questions.addedAnnouncement', { question }));
        }}
      />
    </>
  );
}
