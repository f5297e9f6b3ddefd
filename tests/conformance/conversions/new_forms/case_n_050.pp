notice(Numeric.new(' 3 '))
