package { ['a','b','c']: ensure => installed, tag => 'base' }
Package <| tag == 'base' |> { ensure => latest }
notice('x')
