notify { 'x': noop => 'yes' }
