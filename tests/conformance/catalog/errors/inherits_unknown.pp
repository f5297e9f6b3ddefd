class child inherits nope { }
include child
