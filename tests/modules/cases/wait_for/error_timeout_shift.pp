wait_for { 'a': query => 'x', exit_code => 0, timeout => [Notify['n'], 2] }
