notice(Float.new('0o17'))
