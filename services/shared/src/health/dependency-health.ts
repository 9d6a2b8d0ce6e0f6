/** One service a process depends on, as its readiness reports it. */
export interface ServiceHealth {
  name: string;
  up: boolean;
  /** How long its health answer took, in ms (absent when it did not answer). */
  latencyMs?: number;
}

/**
 * Provided by a process whose readiness is that of the services behind it (the edge): `/health/ready`
 * then lists them and answers `degraded` (HTTP 200) while one is down: the edge still serves the rest.
 */
export interface DependencyHealth {
  check(): Promise<ServiceHealth[]>;
}

export const DEPENDENCY_HEALTH = Symbol('DependencyHealth');
