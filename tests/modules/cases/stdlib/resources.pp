ensure_packages(['curl', 'git'])
ensure_packages({ 'vim' => { 'ensure' => 'latest' } })
ensure_packages(['curl'])
ensure_resource('user', 'deploy', { 'ensure' => 'present', 'shell' => '/bin/bash' })
ensure_resource('user', 'deploy', { 'ensure' => 'present', 'shell' => '/bin/bash' })
ensure_resources('group', { 'ops' => { 'gid' => 1200 }, 'dev' => {} }, { 'ensure' => 'present' })
notice(defined_with_params(User['deploy'], { 'shell' => '/bin/bash' }))
notice(defined_with_params(User['deploy'], { 'shell' => '/bin/zsh' }))
notice(getparam(User['deploy'], 'shell'))
file { '/etc/motd': ensure => file, content => "hello\n" }
file_line { 'motd_line':
  path  => '/etc/motd',
  line  => 'Welcome',
  match => '^Welcome',
}
anchor { 'app::begin': }
-> package { 'app': ensure => stdlib::ensure(true, 'package') }
-> service { 'app': ensure => stdlib::ensure(false, 'service') }
-> anchor { 'app::end': }
file { '/srv/app': ensure => stdlib::ensure(true, 'directory') }
