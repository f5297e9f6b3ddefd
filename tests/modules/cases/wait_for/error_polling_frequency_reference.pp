wait_for { 'a': query => 'x', exit_code => 0, polling_frequency => File['/tmp/x'] }
