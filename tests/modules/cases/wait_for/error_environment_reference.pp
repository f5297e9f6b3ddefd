wait_for { 'a': query => 'x', exit_code => 0, environment => ['A=1', File['/tmp/x']] }
