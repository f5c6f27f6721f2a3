// The version history of the Help page 'What's new?' (000 §2, SHELL-022): what each released
// version brought. The server's version (GET /Version) is compared with the version the user saw
// last (domain/help/versions.ts) for the 'New features added!' notice.
export type VersionEntry = { version: string; date: string; changes: string[] };

export const versionHistory: VersionEntry[] = [
  {
    version: '0.1.0',
    date: '2026-11-27',
    changes: [
      'Vessel data packages imported through queues, with the Import Status page and the data received per vessel.',
      'Logging history graphs, data analysis with curve fits and predictions, and the Feature mapping page.',
      'Long trends of speed, shaft speed and SFOC with Diagnostics, consequences in fuel, CO2 and money, Compare vessels and the reference curves.',
      'The emission report on board, online and offline, with the MRV, IMO DCS and DNV GL reports, CII pages and emissions compliance.',
      'Charter party: warranted consumption against the logged sea passages.',
      'Vessel Overview map, vessel documents and notes.',
      'Dashboards on the start page with eight widget types, shared read-only within the company and kept on the device for offline use.',
      'Fouling and its diagnostics, ISO 19030 performance indicators, EEXI shaft power limitation breaches and the data quality checks.',
      'The voyage-data template for uploading a year of voyages from a spreadsheet, and the carbon price of each voyage (EU ETS, FuelEU Maritime, UK ETS).',
      'Notifications: alert rules on log variables evaluated after every import, the bell with acknowledgement and e-mail to the recipients.',
      'Announcements from the administrators, this help and the version history.',
      'Administration of users, companies, vessels, access groups, vessel features and the taxonomy.',
    ],
  },
];
