/** The tool's figures live in shared/ so the daily speed alert reads exactly the same ones. */
export * from '../../shared/fieldSpeed/speedFigures.ts';
