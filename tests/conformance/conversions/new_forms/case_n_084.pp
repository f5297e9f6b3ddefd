notice(Hash.new([]))
