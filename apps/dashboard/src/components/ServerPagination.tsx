import { Pagination } from '@parley/ui';
import { useTranslation } from 'react-i18next';

/** The sections whose lists the server pages; each has its own words under `<section>.pagination`, `.previous`, `.next`, `.range` and `.page`. */
export type PagedSection = 'privacy.audit' | 'webhooks.deliveries' | 'leads';

export interface ServerPaginationProps {
  section: PagedSection;
  page: number;
  perPage: number;
  /** The page the server sent: its rows and `meta.total`, how many there are in all. */
  list: { data: readonly unknown[]; meta: { total: number } };
  onPageChange: (page: number) => void;
}

/** Pagination for a list the server pages (`?page=&per_page=`, answering `meta.total`), in the section's own words. */
export function ServerPagination({ section, page, perPage, list, onPageChange }: ServerPaginationProps) {
  const { t } = useTranslation();
  const total = list.meta.total;
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / perPage))}
      total={total}
      first={(page - 1) * perPage + 1}
      last={(page - 1) * perPage + list.data.length}
      onPageChange={onPageChange}
      labels={{
        navigation: t(`${section}.pagination`),
        previous: t(`${section}.previous`),
        next: t(`${section}.next`),
        range: (first, last, count) => t(`${section}.range`, { first, last, total: count }),
        page: (current, count) => t(`${section}.page`, { page: current, total: count }),
      }}
    />
  );
}
