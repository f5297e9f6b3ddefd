define thing($size = 1) { notify { "in ${title}": } }
@thing { 'a': size => 1 }
@thing { 'b': }
Thing <| size == 1 |>
