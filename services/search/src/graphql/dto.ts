/** A product as this subgraph answers it: the reference the catalog resolves into its fields. */
export interface ProductRef {
  __typename: 'Product';
  id: number;
}
