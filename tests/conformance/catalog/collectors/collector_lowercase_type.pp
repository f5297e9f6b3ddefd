define dd {}
dd <| |>
