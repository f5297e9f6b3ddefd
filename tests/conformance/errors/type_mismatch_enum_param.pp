function f(Enum['present', 'absent'] $e) { $e }
notice(f('latest'))
