notice(1 =~ Init[Integer, 16])
notice('10' =~ Init[Integer, 16])
notice('ff' =~ Init[Integer, 16])
notice([1] =~ Init[Integer, 16])
