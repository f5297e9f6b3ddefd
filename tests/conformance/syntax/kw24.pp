define foo($class) { }
