class foo($a = fail('no default for a')) { }
include foo
