class t(Integer $x, String $y = 'dflt', Optional[Array[String]] $z = undef) { notice("${x} ${y} ${z}") }
class { 't': x => 'notint' }
