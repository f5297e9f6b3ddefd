notice(Integer.new(1.0e10))
