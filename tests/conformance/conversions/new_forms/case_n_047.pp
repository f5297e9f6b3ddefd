notice(Numeric.new('1e2'))
