notify { 'a': }
notify { 'b': require => 'Notify[a]' }
notice(Notify['b'][require])
