notice(monit_validate_tests('host', [{ 'type' => 'connection', 'port' => 80, 'protocol' => 'http', 'protocol_test' => { 'bogus' => 1, 'status' => 2, 'other' => 3 } }]))
