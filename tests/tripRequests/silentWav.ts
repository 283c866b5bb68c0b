/**
 * A tenth of a second of silent 8 kHz mono WAV: a real recording of an accepted type. A `tail`
 * after the samples makes the bytes, and so the lake's asset for them, a test's own.
 */
export function silentWav(tail = ''): Buffer {
  const samples = 800;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([wav, Buffer.from(tail)]);
}
