notice(monit_validate_tests('nothing', [{ 'type' => 'cpu' }]))
