notice(Float.new('017'))
