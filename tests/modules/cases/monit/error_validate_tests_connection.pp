notice(monit_validate_tests('host', [{ 'type' => 'connection' }]))
