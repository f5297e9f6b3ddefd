class base::linux {
  file { '/etc/ssh/sshd_config': ensure => file, owner => 'root' }
}
include base::linux
File <| owner == 'root' |> {
  group => 'wheel',
}
notice(File['/etc/ssh/sshd_config'][group])
