/**
 * The sandbox's Indonesian days off for 2026 and 2027: national public holidays (libur nasional)
 * and collective leave (cuti bersama). Banks do not disburse and the call centre does not call on
 * them (working-days.ts); daily deductions do not stop for them (deductions.ts says why).
 *
 * 2026 is the joint decree of the three ministers (SKB 1497/2025, 2/2025, 5/2025): 17 holidays and
 * 8 collective-leave days. 2027's decree is published late in 2026, so 2027 holds only the national
 * holidays: the fixed-date ones are certain, the lunar ones are estimates (`estimated`) that may move
 * by a day, and no collective leave is known yet. A real platform reads its bank calendar instead.
 */

export const DAY_OFF_KINDS = ['PUBLIC_HOLIDAY', 'COLLECTIVE_LEAVE'] as const;
export type DayOffKind = (typeof DAY_OFF_KINDS)[number];

export interface DayOff {
  /** YYYY-MM-DD. */
  date: string;
  kind: DayOffKind;
  /** The holiday's Indonesian name, for the sandbox page. */
  name: string;
  /** A lunar date not yet decreed. */
  estimated?: true;
}

const holiday = (date: string, name: string, estimated?: true): DayOff => ({
  date,
  kind: 'PUBLIC_HOLIDAY',
  name,
  ...(estimated ? { estimated } : {}),
});
const leave = (date: string, name: string): DayOff => ({ date, kind: 'COLLECTIVE_LEAVE', name });

export const SANDBOX_DAYS_OFF: readonly DayOff[] = [
  holiday('2026-01-01', 'Tahun Baru 2026 Masehi'),
  holiday('2026-01-16', 'Isra Mikraj Nabi Muhammad SAW'),
  leave('2026-02-16', 'Cuti bersama Tahun Baru Imlek'),
  holiday('2026-02-17', 'Tahun Baru Imlek 2577 Kongzili'),
  leave('2026-03-18', 'Cuti bersama Hari Suci Nyepi'),
  holiday('2026-03-19', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
  leave('2026-03-20', 'Cuti bersama Idulfitri'),
  holiday('2026-03-21', 'Idulfitri 1447 H'),
  holiday('2026-03-22', 'Idulfitri 1447 H'),
  leave('2026-03-23', 'Cuti bersama Idulfitri'),
  leave('2026-03-24', 'Cuti bersama Idulfitri'),
  holiday('2026-04-03', 'Wafat Yesus Kristus'),
  holiday('2026-04-05', 'Kebangkitan Yesus Kristus (Paskah)'),
  holiday('2026-05-01', 'Hari Buruh Internasional'),
  holiday('2026-05-14', 'Kenaikan Yesus Kristus'),
  leave('2026-05-15', 'Cuti bersama Kenaikan Yesus Kristus'),
  holiday('2026-05-27', 'Iduladha 1447 H'),
  leave('2026-05-28', 'Cuti bersama Iduladha'),
  holiday('2026-05-31', 'Hari Raya Waisak 2570 BE'),
  holiday('2026-06-01', 'Hari Lahir Pancasila'),
  holiday('2026-06-16', 'Tahun Baru Islam 1448 H'),
  holiday('2026-08-17', 'Proklamasi Kemerdekaan Republik Indonesia'),
  holiday('2026-08-25', 'Maulid Nabi Muhammad SAW'),
  leave('2026-12-24', 'Cuti bersama Natal'),
  holiday('2026-12-25', 'Kelahiran Yesus Kristus (Natal)'),

  holiday('2027-01-01', 'Tahun Baru 2027 Masehi'),
  holiday('2027-01-05', 'Isra Mikraj Nabi Muhammad SAW', true),
  holiday('2027-02-06', 'Tahun Baru Imlek 2578 Kongzili'),
  holiday('2027-03-09', 'Hari Suci Nyepi (Tahun Baru Saka 1949)', true),
  holiday('2027-03-10', 'Idulfitri 1448 H', true),
  holiday('2027-03-11', 'Idulfitri 1448 H', true),
  holiday('2027-03-26', 'Wafat Yesus Kristus'),
  holiday('2027-03-28', 'Kebangkitan Yesus Kristus (Paskah)'),
  holiday('2027-05-01', 'Hari Buruh Internasional'),
  holiday('2027-05-06', 'Kenaikan Yesus Kristus'),
  holiday('2027-05-16', 'Iduladha 1448 H', true),
  holiday('2027-05-20', 'Hari Raya Waisak 2571 BE', true),
  holiday('2027-06-01', 'Hari Lahir Pancasila'),
  holiday('2027-06-06', 'Tahun Baru Islam 1449 H', true),
  holiday('2027-08-15', 'Maulid Nabi Muhammad SAW', true),
  holiday('2027-08-17', 'Proklamasi Kemerdekaan Republik Indonesia'),
  holiday('2027-12-25', 'Kelahiran Yesus Kristus (Natal)'),
];

/** The dates alone, for the working-day rules. */
export const SANDBOX_DAY_OFF_DATES: ReadonlySet<string> = new Set(SANDBOX_DAYS_OFF.map((day) => day.date));
