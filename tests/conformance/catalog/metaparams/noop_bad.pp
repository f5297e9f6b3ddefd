notify { 'a': noop => 'yes' }
