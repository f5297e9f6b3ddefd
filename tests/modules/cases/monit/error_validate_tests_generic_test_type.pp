notice(monit_validate_tests('host', [{ 'type' => 'connection', 'port' => 80, 'protocol' => 'smtp', 'protocol_test' => { 'send' => 1 } }]))
