node @(E) {}
foo
E
notice(1)
