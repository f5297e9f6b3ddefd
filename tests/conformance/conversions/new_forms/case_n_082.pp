notice(Hash.new([[a, 1], [b, 2]]))
