class users { @user { ['a','b']: ensure => present, tag => 'team' } }
class team { include users  User <| tag == 'team' |> }
include team
notice(User['a']['ensure'])
