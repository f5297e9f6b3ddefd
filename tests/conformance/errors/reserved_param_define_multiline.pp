notice(start)
define d(
  $x = 1,
  $trusted = 2,
) {
  notice('in')
}

d { x: }
notice(after)
