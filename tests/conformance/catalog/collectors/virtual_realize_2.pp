@user { 'luke': ensure => present, uid => 1000 }
@user { 'jeff': ensure => present, uid => 1001 }
realize(User['luke'])
notice(defined(User['jeff']))
notice(User['jeff'][uid])
