notice({'a'=>undef, 'b'=>2}['a', 'b'])
notice({'a'=>undef}['a'])
