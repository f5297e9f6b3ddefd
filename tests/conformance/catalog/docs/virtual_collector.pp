# lang_virtual: realizing with a collector
@user { 'deploy': ensure => present, groups => ['admin', 'www'] }
@user { 'backup': ensure => present, groups => ['backup'] }
@user { 'audit': ensure => present, groups => ['admin'] }
User <| groups == 'admin' |>
