$f = 1.5
notice($f ? { Integer => 'int', Float => 'float', default => 'other' })
notice('x' ? { Numeric => 'num', default => 'other' })
notice([1, 'a'] ? { Tuple[Integer, String] => 'tuple', default => 'other' })
notice({a => 1} ? { Struct[{a => Integer}] => 'struct', default => 'other' })
