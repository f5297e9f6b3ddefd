define d($arr, $h) {
  notice(type($arr))
  notice($arr)
  notice(type($h))
  notice($h)
  notice($arr[0] =~ Type[Notify])
}
d { 'a': arr => [Notify['x'], 'y'], h => { k => Notify['x'] } }
notify { 'x': }
