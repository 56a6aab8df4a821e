// HomeState is the app state of the home screen, as an umbrella over three modules kept
// apart, so that `import HomeState` brings all of them:
//
//   StateStore        a store of any state: a pure reducer, effects as values, subscriptions
//   DayDeck           the deck of pre-fetched days, and the content model it holds
//                     (days, sections, versions, the provider protocol)
//   ContentProviders  where days come from: the bundled catalogue, a folder, HTTP
@_exported import ContentProviders
@_exported import DayDeck
@_exported import StateStore
