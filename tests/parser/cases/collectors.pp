File <| |>
File <| title == "x" |>
File <| title == "x" and (mode != "0644" or tag == t) |> { owner => root }
File <<| |>>
File <<| tag == a |>> { a => 1, }
$x = File <| |>
File <| |> -> File["a"]
