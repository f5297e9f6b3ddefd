notice(Numeric.new('.1'))
