notice(monit_validate_tests('process', [{ 'operator' => '>' }]))
