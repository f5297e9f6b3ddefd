notice(Array([].reverse_each))
notice(Array(0.reverse_each))
