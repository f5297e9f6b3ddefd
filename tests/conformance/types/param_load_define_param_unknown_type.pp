define d(Foo $x = 1) { notice($x) }
notice('before')
d { 'a': }
notice('after')
