// For the tests that check the long trends, fouling and ISO 19030 against the simulator: a
// simulated vessel as the 15-minute blocks the rollups hold (one sample per block), with the truth
// of each step, and the references a vessel's sea trial and shop test give.
import { fitRegressionModel } from '../calc/regression.ts';
import { seaTrialPoints, shopTestSfocPoints } from '../sim/sea-trial.ts';
import {
  simulateVessel,
  simVariables,
  type SimEvent,
  type SimOptions,
  type SimStep,
  type SimVessel,
} from '../sim/simulate.ts';
import type { Block, BlockChannel, VesselReferences } from './steady-state.ts';

const channelOf: Partial<Record<string, BlockChannel>> = {
  STW: 'stw',
  SOG: 'sog',
  ShaftPower: 'power',
  ShaftRpm: 'rpm',
  DraftFore: 'draftFore',
  DraftAft: 'draftAft',
  RelWindSpeed: 'relWindSpeed',
  RelWindDirection: 'relWindAngle',
  SeaTemperature: 'seaTemperature',
  MEFuelMassFlow: 'meFuel',
};

/** The blocks of a simulation and each step's truth (its values left out); `events` receives its events. */
export function simulatedBlocks(vessel: SimVessel, options: SimOptions, events: SimEvent[]) {
  const blocks: Block[] = [];
  const steps: Omit<SimStep, 'values'>[] = [];
  for (const { values, ...step } of simulateVessel(vessel, options, events)) {
    const channels: Block['channels'] = {};
    simVariables.forEach((variable, i) => {
      const channel = channelOf[variable.id];
      const x = values[i] as number;
      if (channel && Number.isFinite(x)) channels[channel] = { mean: x, min: x, max: x, count: 1 };
    });
    blocks.push({ startMs: step.atMs, channels });
    steps.push(step);
  }
  return { blocks, steps };
}

/** The speed-power curve from the sea trial, the propeller law, and the SFOC curve from the shop test when asked. */
export function simulatorReferences(vessel: SimVessel, withSfoc: boolean): VesselReferences {
  const ship = vessel.particulars;
  return {
    speedPower: {
      model: fitRegressionModel('power', seaTrialPoints(ship)).model,
      referenceDraftM: ship.designDraftM,
    },
    propeller: { mcrKw: ship.mcrKw, rpmAtMcr: ship.rpmAtMcr },
    sfoc: withSfoc
      ? { model: fitRegressionModel('polynomial', shopTestSfocPoints(ship), { order: 2 }).model }
      : null,
  };
}
