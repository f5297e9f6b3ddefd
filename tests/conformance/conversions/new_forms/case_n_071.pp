notice(Array.new(1))
