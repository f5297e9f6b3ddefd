notice(monit_validate_tests('filesystem', [{ 'type' => 'perm' }]))
