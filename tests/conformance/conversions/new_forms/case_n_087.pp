notice(Hash.new([[a, [b, 1]]], 'tree'))
