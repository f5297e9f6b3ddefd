notice(Float.new('1.5e300') * 1e10)
