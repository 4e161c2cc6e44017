import pino from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

export const createLogger = (config: Pick<Config, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'] });
