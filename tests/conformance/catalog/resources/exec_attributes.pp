exec { 'refresh':
  command     => '/usr/bin/systemctl daemon-reload',
  refreshonly => true,
  logoutput   => 'on_failure',
  timeout     => 30,
  tries       => 2,
  unless      => '/bin/false',
}
