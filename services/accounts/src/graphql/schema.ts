import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import gql from 'graphql-tag';

export const typeDefs = gql(readFileSync(join(__dirname, 'schema.graphql'), 'utf8'));
