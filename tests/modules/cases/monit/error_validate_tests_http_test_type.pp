notice(monit_validate_tests('host', [{ 'type' => 'connection', 'port' => 80, 'protocol' => 'http', 'protocol_test' => 'x' }]))
