$users = { 'alice' => { uid => 1001 }, 'bob' => { uid => 1002, shell => '/bin/zsh' } }
create_resources('user', $users, { shell => '/bin/bash', ensure => present })
notice(User['alice'][shell], User['bob'][shell])
