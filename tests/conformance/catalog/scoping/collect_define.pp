define thing($v = 1) { notice("thing ${title} ${v}") }
thing { 'a': v => 2 }
thing { 'b': }
Thing <| v == 2 |> { v => 3 }
