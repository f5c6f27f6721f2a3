// The company list table (ADMIN-031/032/033): Company, Created, Vessels, Subscription status, and
// the row actions View, Edit, View as company and, for a company without vessels, Delete.
import { Badge, Box, Group, Table, Text } from '@mantine/core';
import type { Company, SubscriptionStatus } from '../../../../domain/contracts/companies.ts';
import { messages } from '../../../../domain/messages.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import { TableHeader, type HeaderColumn } from '../../../components/sortable-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { sortRows, type SortAccessors, type SortState } from '../../../lib/sort-preference.ts';
import { canDeleteCompany } from '../company-rules.ts';

export const companySortKeys = ['name', 'createdDate', 'vesselCount', 'subscriptionStatus'] as const;
export type CompanySortKey = (typeof companySortKeys)[number];
/** ADMIN-039: company ascending unless the cookie says otherwise. */
export const defaultCompanySort: SortState<CompanySortKey> = { key: 'name', direction: 'asc' };
export const companySortCookie = 'wakeline_companies_sort';

const accessors: SortAccessors<Company, CompanySortKey> = {
  name: (company) => company.name,
  createdDate: (company) => (company.createdDate ? Date.parse(company.createdDate) : null),
  vesselCount: (company) => company.vesselCount,
  subscriptionStatus: (company) => company.subscriptionStatus,
};

// A coloured dot beside the status word; the word itself keeps the body colour for contrast.
const statusColour: Record<SubscriptionStatus, string> = {
  Active: 'teal.6',
  Suspended: 'orange.6',
  Terminated: 'gray.5',
};

const columns: HeaderColumn<CompanySortKey>[] = [
  { label: 'Company', sortKey: 'name' },
  { label: 'Created', sortKey: 'createdDate' },
  { label: 'Vessels', sortKey: 'vesselCount' },
  { label: 'Subscription status', sortKey: 'subscriptionStatus' },
];

export type CompanyAction = 'VIEW' | 'EDIT' | 'VIEW_AS' | 'REMOVE';

type CompanyTableProps = {
  companies: readonly Company[];
  /** The company the signed-in Administrator currently views as. */
  currentCompanyId: string | null;
  sort: SortState<CompanySortKey>;
  onSort: (key: CompanySortKey) => void;
  onAction: (action: CompanyAction, company: Company) => void;
};

export function CompanyTable({ companies, currentCompanyId, sort, onSort, onAction }: CompanyTableProps) {
  const rows = sortRows(companies, sort, accessors);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Companies" data-testid="company-table">
        <TableHeader columns={columns} sort={sort} onSort={onSort} />
        <Table.Tbody>
          {rows.map((company) => (
            <Table.Tr key={company.id} data-testid="company-row">
              <Table.Td fw={500}>
                {company.name}
                {company.id === currentCompanyId ? (
                  <Badge ml="xs" size="sm" variant="light">
                    Current
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDate(company.createdDate)}</Table.Td>
              <Table.Td>{company.vesselCount}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Box
                    component="span"
                    w={8}
                    h={8}
                    bg={statusColour[company.subscriptionStatus]}
                    style={{ borderRadius: '50%' }}
                    aria-hidden="true"
                  />
                  <Text size="sm">{company.subscriptionStatus}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <RowActions
                  actions={[
                    {
                      label: 'View',
                      ariaLabel: `View ${company.name}`,
                      onClick: () => onAction('VIEW', company),
                    },
                    {
                      label: 'Edit',
                      ariaLabel: `Edit ${company.name}`,
                      onClick: () => onAction('EDIT', company),
                    },
                    {
                      label: messages.viewAsCompany,
                      ariaLabel: `${messages.viewAsCompany}: ${company.name}`,
                      onClick: () => onAction('VIEW_AS', company),
                    },
                    {
                      label: 'Delete',
                      ariaLabel: `Delete ${company.name}`,
                      onClick: () => onAction('REMOVE', company),
                      visible: canDeleteCompany(company),
                      danger: true,
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
