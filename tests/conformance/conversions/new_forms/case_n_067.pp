notice(Array.new('abc', true))
