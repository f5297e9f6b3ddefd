wait_for { 'a': query => 'x', exit_code => 0, timeout => File['/tmp/x'] }
