notice(Float.new('1e'))
