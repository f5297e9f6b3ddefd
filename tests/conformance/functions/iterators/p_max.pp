notice(max(*[2,5,1].reverse_each))
