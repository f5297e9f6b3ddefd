class { 'tftp':
  directory => '/srv/tftp',
  address   => $facts['networking']['ip'],
  options   => '--ipv6 --timeout 60',
}
tftp::file { 'pxelinux.0': source => 'puppet:///modules/tftp/pxelinux.0' }
tftp::file { 'pxelinux.cfg': ensure => directory }
tftp::file { 'pxelinux.cfg/default': content => "default local\n" }
