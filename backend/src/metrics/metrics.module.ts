import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';

/**
 * The Prometheus metrics: Metrics (the app's counters, injectable everywhere) and the metrics server of METRICS_PORT.
 * The request histogram's middleware is added in app.factory.ts, before every other, when METRICS_PORT is set.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [Metrics, MetricsServer],
  exports: [Metrics],
})
export class MetricsModule {}
