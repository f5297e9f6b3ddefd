define d($x = 'orig') { notice("${title}: ${x}") }
d { ['a', 'b']: }
D <| title == 'b' |> { x => 'collected' }
