Notify <| tag == 'late' |>
class later { @notify { 'in later': tag => 'late' } }
include later
define dd { @notify { "from ${title}": tag => 'late' } }
dd { 'x': }
