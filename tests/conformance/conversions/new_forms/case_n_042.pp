notice(Float.new(' 1.0 '))
