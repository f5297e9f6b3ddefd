notice(Array.new('abc', false))
