notice(monit_validate_tests('process', [{ 'type' => 'space' }]))
