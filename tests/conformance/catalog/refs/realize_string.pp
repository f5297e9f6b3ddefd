@notify { 'a': }
realize('Notify[a]')
notice('ok')
