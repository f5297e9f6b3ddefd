class c(Integer[1, 10] $n, Enum['a', 'b'] $e = 'a', Array[String, 1] $l = ['x']) {
  notice("${n} ${e} ${l}")
}
class { 'c': n => 5 }
