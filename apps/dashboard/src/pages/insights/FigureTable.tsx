import { DataTable, type DataTableColumn, type DataTableProps } from '@parley/ui';
import type { TFunction } from 'i18next';
import type { Formatters } from './format';

/** The analytics page's tables: titled by the heading above them (the caption is for screen readers), scrolling sideways on narrow screens. */
export function FigureTable<Row>(props: Omit<DataTableProps<Row>, 'className' | 'hideCaption'>) {
  return <DataTable className="table-wrap" hideCaption {...props} />;
}

/** The question and how often it was asked: the first columns of both question tables. */
export function questionColumns<Row extends { question: string; count: number }>(t: TFunction, format: Formatters): DataTableColumn<Row>[] {
  return [
    { id: 'question', header: t('insights.questions.question'), cellClassName: 'insights__question', cell: (row) => <bdi>{row.question}</bdi> },
    { id: 'count', header: t('insights.questions.asked'), align: 'end', cell: (row) => format.number(row.count) },
  ];
}
