$x = 'notify'
$x <| |>
