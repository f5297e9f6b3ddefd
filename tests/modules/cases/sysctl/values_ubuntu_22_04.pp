class { 'sysctl::values':
  args     => {
    'net.ipv4.ip_forward' => { 'value' => '1' },
    'net.core.somaxconn'  => { 'value' => 1024 },
  },
  defaults => { 'target' => '/etc/sysctl.d/60-puppet.conf' },
}
sysctl { 'fs.file-max': ensure => present, val => '65536' }
