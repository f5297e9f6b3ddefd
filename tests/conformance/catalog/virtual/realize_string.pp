@notify { 'a': }
realize('Notify[a]')
