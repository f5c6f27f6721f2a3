// The Help categories of 000 §2 (SHELL-022, SHELL-064, SHELL-083/084): static texts about Wakeline
// as it is, each module with what it does and how its figures are made, linking to the calculation
// notes (docs/calculations.md, rendered at /Help/CalculationNotes).
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { versionHistory } from '../version-history.ts';
import { CalculationNotes } from './calculation-notes.tsx';

export type HelpTopic = { path: string; label: string; content: () => ReactNode };

function Notes({ section, children }: { section: string; children: ReactNode }) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/Help/$topic" params={{ topic: 'CalculationNotes' }} hash={section} />
      )}
    >
      {children}
    </Anchor>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function VersionHistory() {
  return (
    <Stack gap="md">
      {versionHistory.map((entry) => (
        <Section key={entry.version} title={`Version ${entry.version} (${formatDate(entry.date)})`}>
          <List spacing={4}>
            {entry.changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        </Section>
      ))}
    </Stack>
  );
}

function GettingStarted() {
  return (
    <Stack gap="md">
      <Text>
        Wakeline shows the performance and emissions of the vessels your company gives you access to. The
        sidebar lists the pages for everyone (Dashboard, Vessel Overview, your vessels, Vessel Groups,
        Notifications, Help, About) and, for SuperUsers and Administrators, the administration pages.
      </Text>
      <Section title="Your vessels">
        <Text>
          Choose a vessel in the sidebar to open its pages: Info (particulars and the data received), Notes,
          Documents, Reports, Logging history, CII, Feature mapping, Emissions compliance, Vessel settings and
          Notifications, and, where the vessel has the module, Long trend, Diagnostics, ISO 19030, Fouling,
          Fouling diagnostics, EEXI ShaPoLi, Emission report, Charter party and Data analysis. A module the
          vessel does not have shows &apos;feature not available&apos;. Data Quality appears in the sidebar
          when one of your vessels has that module.
        </Text>
      </Section>
      <Section title="Where the data comes from">
        <Text>
          Each vessel sends its logged sensor data ashore as packages. Wakeline imports them in the background
          (Administrators follow this on Import Status); after each import the long trends are recalculated
          and the alert rules are evaluated. A package goes only to the vessel with its IMO number; one whose
          IMO number no vessel has waits under Unassigned data on Import Status until an Administrator assigns
          it to a vessel or creates the vessel from it. An Administrator can undo an import with Undo import
          on its row: its samples are removed (those another import also sent stay) and the trends are
          recalculated. Voyage data (departures, arrivals, fuel, cargo) is entered by the crew on the Emission
          report page, also without a connection: changes are kept on the device and sent when it is back
          online.
        </Text>
        <Text>
          Administrators and SuperUsers can also bring in a vessel&apos;s own logger exports: open Import data
          (on Import Status, or from the vessel&apos;s settings), choose the vessel and drop CSV or Excel
          files. Wakeline shows the first rows and suggests what each column is and its unit; correct them,
          choose the time zone the times were written in when the file does not say, and save the mapping
          under the logger&apos;s name. A dry run lists every row or value that cannot be read, with its line;
          the file is imported only when nothing is refused. The next file from the same logger uses the saved
          mapping straight away. Uploading needs a connection.
        </Text>
      </Section>
      <Section title="Dashboards">
        <Text>
          The start page shows your current dashboard. Add widget places a Vessel data table, Vessel data
          graph, Vessel map, Performance status, Notifications, Carbon Intensity Indicator (CII) or Fouling
          Overview widget on the grid; drag a widget by its title and resize it from its corner, and the
          layout is saved. Each data widget has its own vessels, variables and calculation (last received,
          last voyage, averaged or accumulated over the last hours, or between two dates); Set general time
          span in a dashboard&apos;s menu in the sidebar gives chosen widgets one period. Manage dashboards
          (the cog) creates, renames, reorders, shares and deletes them: a shared dashboard is read-only for
          its recipients, under Shared with me, and shows them only the vessels they may see. Without a
          connection the dashboards and their last results stay on the device and say how old they are.
        </Text>
      </Section>
      <Section title="The top bar">
        <Text>
          The bell opens your notifications and the announcements; the badge counts the ones you have not
          acknowledged or read. &apos;New features added!&apos; appears after Wakeline was updated; View opens
          What&apos;s new?. The profile menu has My profile and Log out.
        </Text>
      </Section>
    </Stack>
  );
}

function Cii() {
  return (
    <Stack gap="md">
      <Text>
        Every vessel has a CII page with its carbon intensity indicator (IMO CII, MEPC.352(78) to
        MEPC.355(78)): the year to date from the vessel&apos;s confirmed voyages with a year-end forecast, the
        CII of each day from the logged data against the rating bands A to E, and the reporting years.
      </Text>
      <Section title="How the figures are made">
        <List spacing={4}>
          <List.Item>
            CO2 is each fuel&apos;s mass times its carbon factor (<Notes section="section-1">notes §1</Notes>
            ).
          </List.Item>
          <List.Item>
            The attained CII is the year&apos;s CO2 over capacity times distance; the required CII comes from
            the reference line and the reduction factor of the year, and the rating from its boundaries (
            <Notes section="section-2">notes §2</Notes>).
          </List.Item>
          <List.Item>
            Year and year to date use the IMO DCS totals of the confirmed voyages, split at the period edges;
            a day uses the daily means of speed over ground and fuel mass flow (
            <Notes section="section-2-8">notes §2.8</Notes>).
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}

function Basic() {
  return (
    <Stack gap="md">
      <Text>The pages every vessel has:</Text>
      <List spacing={4}>
        <List.Item>Info: the vessel&apos;s particulars and the data packages received per day.</List.Item>
        <List.Item>
          Notes: one shared text per vessel; a save never overwrites someone else&apos;s newer save.
        </List.Item>
        <List.Item>Documents: files kept for the vessel, visible to everyone who sees it.</List.Item>
        <List.Item>
          Reports: the MRV, IMO DCS and DNV GL reports of the vessel&apos;s voyages and years.
        </List.Item>
        <List.Item>
          Logging history: graphs of any of the vessel&apos;s log variables over a time span, raw or averaged
          per data interval.
        </List.Item>
        <List.Item>
          Feature mapping: which log variables and references each module reads, what it can compute from
          them, and for each long trend how much of the data was kept.
        </List.Item>
        <List.Item>Emissions compliance: the emission summaries of the voyages and their files.</List.Item>
        <List.Item>Vessel settings: ship type, cargo units, fuel tanks and flow meters.</List.Item>
      </List>
      <Section title="Data quality">
        <Text>
          Where a vessel has the DataQuality module, Data Quality lists the outages (gaps between stored
          samples longer than your company&apos;s setting), the outliers Chauvenet&apos;s criterion finds per
          variable and day (searched after each import; <Notes section="section-5">notes §5</Notes>), which
          you acknowledge or delete, and the speed log against speed over ground with its drift.
        </Text>
      </Section>
      <Section title="Data analysis">
        <Text>
          Where the vessel has the DataAnalysis module, Data analysis plots one log variable against another
          (presets such as speed against shaft power, or any two), over a time span of 24 hours by default,
          with exclusion filters. A curve is fitted: Linear, Exponential, Logarithmic, Power or Polynomial
          (2nd to 5th order), with its equation and R², and predicts y for an x you enter (
          <Notes section="section-4">notes §4</Notes>, outliers <Notes section="section-5">§5</Notes>).
        </Text>
      </Section>
    </Stack>
  );
}

function Diagnostics() {
  return (
    <Stack gap="md">
      <Text>
        Where the vessel has the Diagnostics module, its long trends follow the speed, shaft speed (rpm) and
        SFOC against the vessel&apos;s reference curves; Diagnostics charts each one with its periods and
        events, and the vessel&apos;s performance status in the sidebar comes from them.
      </Text>
      <Section title="How the figures are made">
        <List spacing={4}>
          <List.Item>
            The logged data is taken in blocks of its own sample window (15, 20, 30 or 60 minutes, or daily
            means); only steady blocks are kept (under way at steady speed, power and shaft speed, light wind,
            water above 2 °C, a draft the reference can be corrected to). The Long trend page and Feature
            mapping say how many blocks each trend kept and why most of the others were refused.
          </List.Item>
          <List.Item>
            Each kept block gives the speed deviation against the power-speed curve corrected for draft, the
            rpm deviation against the propeller law and the SFOC deviation against the SFOC curve; the blocks
            of a day are averaged into a daily value.
          </List.Item>
          <List.Item>
            The daily values are split into periods at trend events: the speed and rpm trends at a dry dock,
            hull cleaning or propeller polish, the SFOC trend at an engine overhaul, all of them at a sensor
            change. A hull cleaning recorded both in the vessel&apos;s data and on the ISO 19030 page counts
            once. Each period gets a straight trendline, its change per year, its benchmark and deviation, and
            a status Ok, Observe or Not ok from the thresholds (<Notes section="section-6">notes §6</Notes>).
          </List.Item>
          <List.Item>
            The consequences price a deviation in fuel per day, CO2 and money at a chosen engine load (
            <Notes section="section-7">notes §7</Notes>).
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}

function Fouling() {
  return (
    <Stack gap="md">
      <Text>
        Hull and propeller fouling makes a vessel slower at the same power. Wakeline follows it through the
        speed long trend: the speed deviation against the vessel&apos;s power-speed reference, as a daily
        average of the steady blocks of its logged data, per period between hull cleanings, dry dockings and
        propeller polishes (see Diagnostics, <Notes section="section-6">notes §6</Notes>).
      </Text>
      <Section title="The Fouling pages">
        <Text>
          Where the vessel has the Fouling module, its Fouling page shows the daily speed loss (the speed
          deviation with its sign turned), its statistics (now, before and after the last cleaning, change per
          year), the extra fuel the speed loss costs at the same speed (the day&apos;s main engine fuel times
          1 − ((1 − speed loss) / (1 − benchmark))³), its CO2 and, with a fuel price, its cost, what each
          cleaning gave back, the hull coating and the benchmark. Fouling diagnostics adds the sea surface
          temperature along the track, the operation profile, the propulsion efficiency and the fleet&apos;s
          latest speed loss.
        </Text>
      </Section>
      <Section title="ISO 19030">
        <Text>
          Where the vessel has Diagnostics, its ISO 19030 page lists the dry dockings, hull cleanings and
          propeller polishes, and computes the four indicators of ISO 19030-2 from the same daily values: each
          is the mean of an evaluation period minus the mean of its reference period (one year for dry-docking
          and in-service performance, 90 days for the maintenance trigger and effect, both adjustable), with
          the periods and the number of days used shown beside it.
        </Text>
      </Section>
      <Section title="EEXI shaft power limitation (ShaPoLi)">
        <Text>
          Where the vessel has the Shapoli module, its EEXI ShaPoLi page lists the breaches of the
          vessel&apos;s shaft power limit found in the logged shaft power: a breach starts above the limit,
          lasts while the power stays above 98 % of it, and counts when it lasts at least 20 minutes. Each
          breach has its start, end, peak, duration and energy above the limit, a chart and the events logged
          on board; the breach log and the yearly report download as PDF or CSV.
        </Text>
      </Section>
    </Stack>
  );
}

function Compare() {
  return (
    <Text>
      Compare vessels shows the long trends of the vessels of one of your vessel groups side by side, one
      chart per diagnostic type, with each vessel&apos;s change per year, deviation and status, and the fuel
      the deviation costs at the chosen engine load. Vessels without the Diagnostics module are named and left
      out. Make your groups on the Vessel Groups page.
    </Text>
  );
}

function CharterParty() {
  return (
    <Stack gap="md">
      <Text>
        Where the vessel has the CharterParty module, its Charter party page shows the time charter&apos;s
        warranted consumption curve, the operator&apos;s spot market curve, and the sea passages found in the
        logged data: for each, the speed, the actual fuel of the main engine, the fuel the curve allows at
        that speed and the difference.
      </Text>
      <Text>
        A passage is found in the 15-minute rollups of speed over ground and main-engine fuel mass flow:
        steaming from 3 knots for at least 4 hours, pauses of up to an hour included. The allowed fuel is the
        curve&apos;s warranted tonnes per day at the passage&apos;s mean speed times its steaming hours over
        24. The curves are fitted like any curve (<Notes section="section-4">notes §4</Notes>).
      </Text>
    </Stack>
  );
}

function Notifications() {
  return (
    <Stack gap="md">
      <Text>
        Alert rules watch one log variable of one vessel. Create them under Notifications → New alert or from
        the vessel&apos;s Notifications page: a condition (above a limit, below a limit, outside a range, or
        no data for a number of minutes), a severity (Warning or Critical) and the recipients (users of the
        vessel&apos;s company who see it; you, when none is chosen). The Edit action of a rule in the rules
        table opens the same form filled with the rule: its name, log variable, condition, severity and
        recipients can change, its vessel cannot. Delete removes a rule and its notifications.
      </Text>
      <Section title="When a notification opens">
        <List spacing={4}>
          <List.Item>
            The rules of a vessel are evaluated after every import that brings it new data, over the new data
            only.
          </List.Item>
          <List.Item>
            A notification opens at the first sample past the condition (a value exactly at the limit is not
            past it); for &apos;no data&apos;, at the last sample plus the minutes without data.
          </List.Item>
          <List.Item>
            It stays one notification while the condition holds, also across imports, and clears at the first
            sample back within the limits. Only after that can the rule open a new one.
          </List.Item>
          <List.Item>
            When an edit changes what a rule watches (the log variable, the condition, a limit or the
            minutes), a notification still open ends where the evaluation had got to, and the new condition
            judges the data imported next; data already evaluated is not judged again. Notifications keep the
            condition they opened under. A new name, severity or recipients change nothing else.
          </List.Item>
          <List.Item>
            Each recipient gets one e-mail per rule and import listing the notifications it opened, and sees
            them in the bell under My Notifications until someone acknowledges them.
          </List.Item>
        </List>
      </Section>
      <Section title="The bell">
        <Text>
          My Notifications lists your notifications not yet acknowledged (Critical in red, Warning in amber)
          with Acknowledge in each item&apos;s menu and &apos;Mark all as acknowledged&apos;. Announcements
          lists the administrators&apos; announcements you have not read: clicking one marks it read, and
          &apos;Mark all as read&apos; reads them all; read ones move to Archived. Both refresh every 60
          seconds.
        </Text>
      </Section>
    </Stack>
  );
}

function EmissionReport() {
  return (
    <Stack gap="md">
      <Text>
        Where the vessel has the EmissionReport module, the crew record each voyage on the Emission report
        page: departure, arrival and end of voyage, with cargo, distance, fuel per flow meter and fuel tank
        soundings and operations. The page works without a connection: entries are kept on the tablet and sent
        when it is online; a change made by someone else in between is never silently overwritten.
      </Text>
      <Section title="How the reports are made">
        <Text>
          Each voyage&apos;s CO2 is its fuel per type times the carbon factor (
          <Notes section="section-1">notes §1</Notes>). The EU MRV and IMO DCS figures per voyage and per year
          follow their own rules for which voyages and which parts count (
          <Notes section="section-3">notes §3</Notes>); the CII uses the IMO DCS totals (
          <Notes section="section-2">notes §2</Notes>).
        </Text>
      </Section>
      <Section title="The voyage-data template">
        <Text>
          The office can enter voyages from a spreadsheet: Download template makes one for the vessel&apos;s
          cargo units, manual-input flow meters and fuel tanks; Upload template checks every row with the same
          rules as the voyage screens and saves nothing when any row is wrong, listing each error by its cell.
          The same file uploaded twice changes nothing.
        </Text>
      </Section>
      <Section title="Noon reports">
        <Text>
          Every vessel has a Noon reports page for the crew&apos;s daily report: the ship&apos;s time with its
          offset from UTC (the tablet&apos;s own offset is proposed), position, hours steamed, distances,
          average speed, main engine power and shaft speed, fuel used per consumer and fuel type, fuel
          remaining on board with what was bunkered since the last report, drafts, wind, sea state and cargo.
          It works without a connection like the Emission report page. Before saving, the report is checked
          against the previous one on the tablet: an impossible figure (for example more hours steamed than
          hours since the last report) is marked at its field and not saved; an unlikely one (a distance that
          does not fit speed times hours, remaining fuel that does not carry on from the last report, a
          position too far away, a report not about a day after the last one) is shown as a warning and the
          report can still be saved.
        </Text>
      </Section>
      <Section title="Carbon price">
        <Text>
          Each confirmed voyage and each year is priced in carbon: the EU ETS allowances to surrender (the
          voyage&apos;s share, the phase-in, CH4 and N2O from 2026), the FuelEU Maritime GHG intensity against
          the year&apos;s limit with its balance and penalty, and the UK ETS for domestic UK voyages, in money
          from the allowance prices your SuperUser sets (<Notes section="section-3-4">notes §3.4</Notes>).
        </Text>
      </Section>
    </Stack>
  );
}

function Faq() {
  const items: [string, ReactNode][] = [
    [
      'Why does a vessel show no performance status?',
      'The status comes from the long trends, which need the Diagnostics module, reference curves and enough steady data: a period stays Benchmarking until it has 20 valid days spread over 30 days.',
    ],
    [
      'Why did my alert rule not open a notification for older data?',
      'A rule is evaluated over the data imported after it was created, never over data that was already there; after an edit, it judges the data imported next by the new condition.',
    ],
    [
      'Why do I not see a page of a vessel?',
      "The vessel does not have that module, or you do not see the vessel: your company's SuperUser decides which access groups you are in.",
    ],
    [
      'Can I enter voyage data without a connection?',
      'Yes, on the Emission report and Noon reports pages; the sync badge in the top bar shows what is waiting to be sent.',
    ],
    [
      'Where are the formulas?',
      <>
        In the <Notes section="section-1">calculation notes</Notes>, with the regulation or method each one
        follows.
      </>,
    ],
  ];
  return (
    <Stack gap="md">
      {items.map(([question, answer]) => (
        <Section key={question} title={question}>
          <Text>{answer}</Text>
        </Section>
      ))}
    </Stack>
  );
}

/** The eleven categories in the sidebar's order (SHELL-064), then the calculation notes. */
export const helpTopics: HelpTopic[] = [
  { path: 'VersionHistory', label: "What's new?", content: VersionHistory },
  { path: 'GettingStarted', label: 'Getting started', content: GettingStarted },
  { path: 'CII', label: 'Carbon intensity indicator (CII)', content: Cii },
  { path: 'Basic', label: 'Basic vessel modules', content: Basic },
  { path: 'Diagnostics', label: 'Diagnostics', content: Diagnostics },
  { path: 'Fouling', label: 'Fouling', content: Fouling },
  { path: 'Compare', label: 'Compare vessels', content: Compare },
  { path: 'CharterParty', label: 'Charter party', content: CharterParty },
  { path: 'Notifications', label: 'Notifications', content: Notifications },
  { path: 'EmissionReport', label: 'Emission report', content: EmissionReport },
  { path: 'FAQ', label: 'Frequently asked questions (FAQ)', content: Faq },
  { path: 'CalculationNotes', label: 'Calculation notes', content: CalculationNotes },
];

export const helpTopicOf = (path: string) =>
  helpTopics.find((topic) => topic.path.toLowerCase() === path.toLowerCase());
