define d() { notice("d ${title}") }
@d { 'one': }
@d { 'two': }
D <| title == 'two' |>
