function f(Enum['present', 'absent'] $e) { $e }
f('latest')
