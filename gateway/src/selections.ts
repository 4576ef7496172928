import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

export type Fragments = Record<string, FragmentDefinitionNode>;

export const fragmentsOf = (document: DocumentNode): Fragments =>
  Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

/** The fields a selection set asks for at its own level, inline fragments and named fragments spread out. */
export function fieldsOf(selectionSet: SelectionSetNode, fragments: Fragments): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments);
    const fragment = fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet, fragments) : [];
  });
}

/** Where a field's value is in the answer: its alias, else its name. */
export const responseKey = (field: FieldNode): string => field.alias?.value ?? field.name.value;
