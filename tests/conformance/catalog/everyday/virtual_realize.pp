@user { 'alice': ensure => present, uid => 1001 }
@user { 'bob': ensure => present, uid => 1002 }
realize(User['alice'])
notice(defined(User['bob']))
User <| title == 'bob' |>
