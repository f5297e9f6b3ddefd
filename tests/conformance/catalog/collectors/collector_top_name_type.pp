define dd {}
::dd <| |>
