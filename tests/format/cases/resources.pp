# Class: ntp
#
class ntp(
  $servers = ['a','b'],   # the servers
  Boolean $enable=true
){
  package { 'ntp': ensure => installed }

  file { '/etc/ntp.conf':
    ensure  => file,
    content => template('ntp/ntp.conf.erb'),   # from the module
    require => Package['ntp'],
    mode => '0644'
  }
  service { 'ntpd':
      ensure    => running,
      subscribe => File['/etc/ntp.conf']
  }
  file {
    '/a': ensure => file;
    '/b': ensure => directory, mode => '0755';
  }
  File { owner => root, group => root }
  User <| groups == 'admin' |> { shell => '/bin/zsh' }
  $list = [
    1, 2,
    3 ]
  notify { "x": message => @("END")
    Hello ${servers}
    | END
  }
  /* block */ $q = 1
  if $enable
  {
    notice('on')
  }
  # dangling comment
}
