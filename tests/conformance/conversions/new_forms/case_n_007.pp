notice(Integer.new('0o7', 8))
