/// Changesets: identity vs content diffing (see the Changesets issue).
