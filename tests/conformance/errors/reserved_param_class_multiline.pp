notice(start)
class a(
  $x = 1,
  $facts = 2,
) {
  notice('in')
}

include a
