notice(monit_validate_tests('process', [{ 'type' => 'cpu', 'operator' => 'above' }]))
