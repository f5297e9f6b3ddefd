notice(Integer.new('42'))
notice(new(Integer, '43'))
notice(Integer('1e3'))
