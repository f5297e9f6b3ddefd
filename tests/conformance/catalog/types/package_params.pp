package { 'nginx': ensure => '1.18.0-0ubuntu1', provider => 'apt', install_options => ['--no-install-recommends'] }
package { 'requests': ensure => present, provider => 'pip3' }
notice(Package['nginx']['ensure'])
