define d($x = 1) { notice("${title} ${x}") notify { "n-${title}": } }
d { 'a': x => 2, tag => 't1', noop => true, before => Notify['z'] }
notify { 'z': }
notice(Notify['n-a'][noop])
