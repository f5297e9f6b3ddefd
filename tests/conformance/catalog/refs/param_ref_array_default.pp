class c(Array[Type[Resource]] $q = [Notify['x'], File['/a']]) {
  notice($q)
  notice(type($q))
}
include c
notify { 'x': }
file { '/a': }
notice(Class['c']['q'])
