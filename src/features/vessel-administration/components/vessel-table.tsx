// The vessel table of one tab (ADMIN-042..047): Id, Vessel name, Last data sent, Created, IMO
// number and Company, every column sortable; an unassigned vessel's company is its assign control,
// and the row offers exactly the actions its status allows (vessel-admin-rules.ts).
import { Table, Text } from '@mantine/core';
import type { Company } from '../../../../domain/contracts/companies.ts';
import type { VesselAdministration } from '../../../../domain/contracts/vessel-administration.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import { TableHeader, type HeaderColumn } from '../../../components/sortable-header.tsx';
import { formatDate, formatDateTime, formatImo } from '../../../lib/format.ts';
import { sortRows, type SortAccessors, type SortState } from '../../../lib/sort-preference.ts';
import { rowActionsFor, type OfferedAction } from '../vessel-admin-rules.ts';
import { AssignCompany } from './assign-company.tsx';

export const vesselSortKeys = [
  'id',
  'name',
  'lastExportDate',
  'created',
  'imoNumber',
  'companyName',
] as const;
export type VesselSortKey = (typeof vesselSortKeys)[number];
export const defaultVesselSort: SortState<VesselSortKey> = { key: 'name', direction: 'asc' };

const time = (value: string | null) => (value ? Date.parse(value) : null);

const accessors: SortAccessors<VesselAdministration, VesselSortKey> = {
  id: (vessel) => vessel.id,
  name: (vessel) => vessel.name,
  lastExportDate: (vessel) => time(vessel.lastExportDate),
  created: (vessel) => time(vessel.created),
  imoNumber: (vessel) => vessel.imoNumber,
  companyName: (vessel) => vessel.companyName,
};

const columns: HeaderColumn<VesselSortKey>[] = [
  { label: 'Id', sortKey: 'id' },
  { label: 'Vessel name', sortKey: 'name' },
  { label: 'Last data sent', sortKey: 'lastExportDate' },
  { label: 'Created', sortKey: 'created' },
  { label: 'IMO number', sortKey: 'imoNumber' },
  { label: 'Company', sortKey: 'companyName' },
];

type VesselTableProps = {
  label: string;
  vessels: readonly VesselAdministration[];
  companies: readonly Company[];
  sort: SortState<VesselSortKey>;
  onSort: (key: VesselSortKey) => void;
  onAction: (action: OfferedAction, vessel: VesselAdministration) => void;
  /** The vessel whose last action still runs: its buttons wait. */
  busyVesselId: string | null;
  /** Offline: nothing can change. */
  readOnly: boolean;
};

export function VesselTable({
  label,
  vessels,
  companies,
  sort,
  onSort,
  onAction,
  busyVesselId,
  readOnly,
}: VesselTableProps) {
  const rows = sortRows(vessels, sort, accessors);
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <TableHeader columns={columns} sort={sort} onSort={onSort} />
        <Table.Tbody>
          {rows.map((vessel) => (
            <Table.Tr key={vessel.id}>
              <Table.Td>
                {/* The whole id stays in the cell (screen readers, copying); the eye gets its start. */}
                <Text size="xs" ff="monospace" truncate="end" maw={96} title={vessel.id}>
                  {vessel.id}
                </Text>
              </Table.Td>
              <Table.Td fw={500}>{vessel.name}</Table.Td>
              <Table.Td>{formatDateTime(vessel.lastExportDate)}</Table.Td>
              <Table.Td>{formatDate(vessel.created)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatImo(vessel.imoNumber)}</Table.Td>
              <Table.Td>
                {vessel.activeStatus === 'Unassigned' ? (
                  <AssignCompany vessel={vessel} companies={companies} disabled={readOnly} />
                ) : (
                  (vessel.companyName ?? '')
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  actions={rowActionsFor(vessel.activeStatus).map((offered) => ({
                    label: offered.label,
                    ariaLabel: `${offered.label} ${vessel.name}`,
                    danger: offered.danger,
                    disabled: busyVesselId === vessel.id || (readOnly && offered.run.kind !== 'edit'),
                    onClick: () => onAction(offered, vessel),
                  }))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
