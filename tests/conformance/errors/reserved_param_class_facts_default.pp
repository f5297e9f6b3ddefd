class a($facts = 1) { }
include a
