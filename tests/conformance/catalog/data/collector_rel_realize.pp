@package { 'v': ensure => installed }
exec { '/usr/bin/apt-get update': }
Exec['/usr/bin/apt-get update'] -> Package <| title == 'v' |>
