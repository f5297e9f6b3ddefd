define thing($v = 1) { notice("thing ${title} ${v}") }
@thing { 'a': v => 2 }
@thing { 'b': }
notice('before realize')
realize(Thing['a'])
Thing <| title == 'b' |>
notice('after')
