notice(Numeric.new('1E2'))
