// What a template author needs beside the kit comes with it: the canvas a template draws
// into, and the day and section types of its view model.
@_exported import DayDeck
@_exported import TextCanvas
