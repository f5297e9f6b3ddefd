define thing($size = 1) { notify { "in ${title}": } }
@thing { 'a': size => 3 }
@thing { 'b': }
Thing <| size == 3 |>
