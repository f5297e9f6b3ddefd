$t = Integer
case $t {
  Type[Integer]: { notice('a Type[Integer]') }
  default: { notice('other') }
}
case Integer[1,2] {
  Type[Integer]: { notice('Integer[1,2] is a Type[Integer]') }
}
case String {
  Integer: { notice('no') }
  String: { notice('a type equal to String matches by ==') }
  default: { notice('default') }
}
