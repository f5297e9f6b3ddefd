class foo { $v = 'inside' }
notice($foo::v)
