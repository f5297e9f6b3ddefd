$pkgs = ['vim', 'git', 'curl']
package { $pkgs: ensure => installed }
notice(Package['git']['ensure'])
file { ['/tmp/d1', '/tmp/d2']: ensure => directory, mode => '0755' }
