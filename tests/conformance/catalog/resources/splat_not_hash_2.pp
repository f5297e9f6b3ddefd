notify { 'x': * => ['a', 'b'] }
