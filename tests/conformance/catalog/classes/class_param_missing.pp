class foo(String $name2) { notice($name2) }
include foo
