@user { 'a': groups => ['x', 'y'] }
@user { 'b': groups => ['z'] }
User <| groups == 'y' |>
