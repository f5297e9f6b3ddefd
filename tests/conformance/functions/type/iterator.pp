notice(type([1, 2].reverse_each) =~ Type[Iterator])
notice(type(Integer[1, 3].step(1), 'generalized') =~ Type[Iterator])
