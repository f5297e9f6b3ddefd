@user { 'x': groups => ['wheel', 'dev'] }
@user { 'y': groups => ['dev'] }
User <| groups == 'wheel' |>
