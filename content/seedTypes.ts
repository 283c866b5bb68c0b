/**
 * The seed's documents typed by the Studio schema itself: TypeGen's generated types, with two
 * differences the seed needs. A picture is written as the recipe of the artwork the seed draws
 * and uploads (the upload turns it into an asset reference), and the lake writes the system
 * fields. So a field the Studio does not define, or a value of the wrong kind, fails the type
 * check where the document is written, with no second description of the model to keep in step.
 */
import type { SeedImage } from './image.ts';

type SystemField = '_createdAt' | '_updatedAt' | '_rev';
type Primitive = string | number | boolean | null | undefined;

/**
 * A Studio value as the seed writes it: pictures as artworks; inside a document, array keys and
 * the names of object types may be left out (keys are added from each item's position before
 * writing; an object's type is its field's).
 */
export type Seeded<T> = T extends Primitive
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Seeded<Item>[]
    : T extends { _type: 'image'; asset?: unknown }
      ? SeedImage
      : T extends object
        ? SeededFields<Omit<T, '_key' | '_type'>> & {
            _key?: string;
            _type?: T extends { _type: infer Name } ? Name : never;
          }
        : T;

/** An optional field may also be written as null: the lake and the site read it as unset. */
type SeededFields<T> = {
  [Field in keyof T]: Seeded<T[Field]> | (undefined extends T[Field] ? null : never);
};

/** A document as the seed writes it: its id and type, and its fields as the Studio defines them. */
export type SeedOf<T extends { _id: string; _type: string }> = {
  _id: string;
  _type: T['_type'];
} & SeededFields<Omit<T, SystemField | '_id' | '_type'>>;
