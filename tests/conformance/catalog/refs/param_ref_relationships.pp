define d($r) {
  notify { "t-${title}": require => $r }
  $r -> notify { "z-${title}": }
  Notify <| require == $r |> { message => 'collected' }
}
d { 'a': r => Notify['x'] }
notify { 'x': }
