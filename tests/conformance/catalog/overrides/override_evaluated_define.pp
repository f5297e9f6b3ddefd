define d($p = 1) { notice($p) }
define e() { notice(e) }
e { 'b': }
d { 'a': }
D <| |> { p => 7 }
