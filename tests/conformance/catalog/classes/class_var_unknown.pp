class foo { $v = 'inside' }
include foo
notice($foo::w)
