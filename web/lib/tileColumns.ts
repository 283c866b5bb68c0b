/** Travel Collections grid: tiles split into two halves, the left rounded up. */
export function splitIntoHalves<Tile>(tiles: readonly Tile[]): [Tile[], Tile[]] {
  const leftCount = Math.ceil(tiles.length / 2);
  return [tiles.slice(0, leftCount), tiles.slice(leftCount)];
}
