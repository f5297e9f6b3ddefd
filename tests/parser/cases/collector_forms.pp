User <| |>
User <| title == "a" |>
User <| title != "a" |>
User <| (groups == "x" or groups == "y") and tag == z |>
User <<| tag == "exported" |>> { managehome => true }
$u = User <| |>
