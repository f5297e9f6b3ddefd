$t = Integer[1, 3]
notice($t.new('3'))
notice(new($t, '1'))
notice($t.new('4'))
