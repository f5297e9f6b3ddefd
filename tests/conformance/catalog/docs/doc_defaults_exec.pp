Exec {
  path        => '/usr/bin:/bin:/usr/sbin:/sbin',
  environment => 'RUBYLIB=/opt/puppetlabs/lib/',
  logoutput   => true,
  timeout     => 180,
}
exec { 'echo this works': }
notice(Exec['echo this works'][timeout])
