notice(Array[Integer].new([1])) notice(Integer.new('0x10')) notice(Hash.new([[a, 1]]))
