notice(1.new)
