notice(Array.new([1], true))
