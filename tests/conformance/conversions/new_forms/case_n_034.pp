notice(Float.new('inf'))
