// Alert rules (issue 14 §2, 000 §2-§3, ADR 0083): a condition on one log variable of a vessel, a
// severity, recipients. The kinds of condition, when a value meets one (the SQL of the rule
// evaluation mirrors `meetsCondition`), and the texts a notification shows.

export const CONDITION_TYPES = ['Above', 'Below', 'OutsideRange', 'NoData'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const SEVERITIES = ['Warning', 'Critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const conditionTypeLabels: Record<ConditionType, string> = {
  Above: 'Above',
  Below: 'Below',
  OutsideRange: 'Outside range',
  NoData: 'No data',
};

/** Longest 'no data' period a rule may wait for: 30 days. */
export const MAX_NO_DATA_MINUTES = 30 * 24 * 60;

export type RuleCondition = {
  conditionType: ConditionType;
  lowerLimit: number | null;
  upperLimit: number | null;
  noDataMinutes: number | null;
};

/** Whether a sample value meets a value condition (never for NoData, which is about time). */
export function meetsCondition(condition: RuleCondition, value: number): boolean {
  switch (condition.conditionType) {
    case 'Above':
      return condition.upperLimit !== null && value > condition.upperLimit;
    case 'Below':
      return condition.lowerLimit !== null && value < condition.lowerLimit;
    case 'OutsideRange':
      return (
        (condition.lowerLimit !== null && value < condition.lowerLimit) ||
        (condition.upperLimit !== null && value > condition.upperLimit)
      );
    case 'NoData':
      return false;
  }
}

/** What is wrong with a condition's limits, or null: the limits each kind needs, in order. */
export function conditionProblem(condition: RuleCondition): string | null {
  switch (condition.conditionType) {
    case 'Above':
      return condition.upperLimit === null ? 'Enter the upper limit.' : null;
    case 'Below':
      return condition.lowerLimit === null ? 'Enter the lower limit.' : null;
    case 'OutsideRange':
      if (condition.lowerLimit === null || condition.upperLimit === null)
        return 'Enter the lower and the upper limit.';
      return condition.lowerLimit < condition.upperLimit
        ? null
        : 'The lower limit must be below the upper limit.';
    case 'NoData':
      return condition.noDataMinutes === null || condition.noDataMinutes < 1
        ? 'Enter the minutes without data (at least 1).'
        : condition.noDataMinutes > MAX_NO_DATA_MINUTES
          ? 'The period without data can be at most 30 days.'
          : null;
  }
}

const number = (value: number) => String(Number(value.toPrecision(10)));
const withUnit = (value: number, unit: string) => (unit ? `${number(value)} ${unit}` : number(value));

/** 'Shaft power above 8000 kW', 'No data from Speed over ground for 360 minutes'. */
export function describeCondition(
  condition: RuleCondition,
  variable: { name: string; unit: string },
): string {
  const { lowerLimit: low, upperLimit: high } = condition;
  switch (condition.conditionType) {
    case 'Above':
      return `${variable.name} above ${withUnit(high ?? 0, variable.unit)}`;
    case 'Below':
      return `${variable.name} below ${withUnit(low ?? 0, variable.unit)}`;
    case 'OutsideRange':
      return `${variable.name} outside ${number(low ?? 0)} – ${withUnit(high ?? 0, variable.unit)}`;
    case 'NoData':
      return `No data from ${variable.name} for ${condition.noDataMinutes ?? 0} minutes`;
  }
}

/** An incident's details: the condition and the value that crossed it ('…: 8412.5 kW'). */
export function incidentDetails(
  condition: RuleCondition,
  variable: { name: string; unit: string },
  triggerValue: number | null,
): string {
  const described = describeCondition(condition, variable);
  return triggerValue === null ? described : `${described}: ${withUnit(triggerValue, variable.unit)}`;
}
