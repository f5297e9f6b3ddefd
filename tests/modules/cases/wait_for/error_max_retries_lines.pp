wait_for { 'a': query => 'x', exit_code => 0, max_retries => "3\nx" }
