$users = { 'alice' => { 'uid' => 1 }, 'bob' => { 'uid' => 2, 'shell' => '/bin/zsh' } }
create_resources('user', $users, { 'ensure' => 'present' })
notice(User['bob']['shell'])
notice(User['alice']['ensure'])
