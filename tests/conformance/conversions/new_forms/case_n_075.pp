notice(Array.new(3.each))
