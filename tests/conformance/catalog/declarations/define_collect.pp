define d($flag = false) { notice("d ${title} ${flag}") }
@d { 'a': flag => true }
@d { 'b': }
D <| flag == true |>
