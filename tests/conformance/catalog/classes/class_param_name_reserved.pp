class foo($name) { }
include foo
