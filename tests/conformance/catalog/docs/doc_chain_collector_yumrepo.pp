package { ['a', 'b']: ensure => installed, tag => 'x' }
file { '/etc/repo': ensure => file }
File['/etc/repo'] -> Package <| tag == 'x' |>
notice(Package['a'][require])
