notify { 'ü': }
notice(Notify['ü'])
