define d(Type[Resource] $r) {
  notice(type($r))
  notice($r)
  notice("in ${r}")
  notice([$r])
  notice($r =~ Type)
  notice($r =~ Type[File])
}
d { 'a': r => File['/tmp/x'] }
file { '/tmp/x': ensure => file }
