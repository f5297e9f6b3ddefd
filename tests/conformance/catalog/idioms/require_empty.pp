notify { 'x': require => [], before => undef }
notice(Notify['x']['require'])
