import type { Analytics } from '@parley/api-client';
import { Badge, Button } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddFaqDialog } from './AddFaqDialog';
import type { Formatters } from './format';
import { CONVERSATION_PARAM } from './listing';

/** The questions visitors ask most. */
export function TopQuestions({ questions, format }: { questions: Analytics['top_questions']; format: Formatters }) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p className="muted">{t('insights.questions.noTop')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="pl-visually-hidden">{t('insights.questions.topTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('insights.questions.question')}</th>
            <th scope="col" className="numeric">
              {t('insights.questions.asked')}
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((row) => (
            <tr key={row.question}>
              <td className="insights__question">
                <bdi>{row.question}</bdi>
              </td>
              <td className="numeric">{format.number(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
      <div className="table-wrap">
        <table className="table" data-testid="unanswered-questions">
          <caption className="pl-visually-hidden">{t('insights.questions.unansweredTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.questions.question')}</th>
              <th scope="col" className="numeric">
                {t('insights.questions.asked')}
              </th>
              <th scope="col">{t('insights.questions.lastAsked')}</th>
              <th scope="col">
                <span className="pl-visually-hidden">{t('insights.questions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {questions.map((row) => (
              <tr key={row.question}>
                <td className="insights__question">
                  <bdi>{row.question}</bdi>
                </td>
                <td className="numeric">{format.number(row.count)}</td>
                <td>{format.dateTime(row.last_asked_at)}</td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
