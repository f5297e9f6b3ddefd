@user { ['alice', 'bob', 'carol']: ensure => present, tag => 'staff' }
@user { 'mallory': ensure => present, tag => 'contractor' }
User <| tag == 'staff' |> { shell => '/bin/bash' }
realize(User['mallory'])
notice('done')
