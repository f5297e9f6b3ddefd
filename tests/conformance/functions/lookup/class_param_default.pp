class foo($v = lookup('foo::v', String, 'first', 'dv')) { notice($v) } include foo
