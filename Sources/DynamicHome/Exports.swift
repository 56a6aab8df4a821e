// A template author imports DynamicHome alone: the canvas it draws into and the day
// type of its view model come with it.
@_exported import TextCanvas
@_exported import HomeState
