notice(monit_validate_tests('process', [{ 'type' => 'cpu', 'operator' => '>', 'value' => 1, 'action' => 'panic' }]))
