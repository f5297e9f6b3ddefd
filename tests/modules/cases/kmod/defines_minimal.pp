kmod::load { 'sha256': }
kmod::alias { 'bond0': source => 'bonding' }
kmod::option { 'bond0 mode':
  module => 'bond0',
  option => 'mode',
  value  => '1',
}
kmod::blacklist { 'pcspkr': }
kmod::install { 'usb-storage': command => '/bin/false' }
kmod::load { 'dummy': ensure => absent }
