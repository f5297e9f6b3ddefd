define d() { notify { "n-${title}": } }
d { 'x': require => Notify['z'], tag => 'tg' }
notify { 'z': }
notice(Notify['n-x']['tag'])
