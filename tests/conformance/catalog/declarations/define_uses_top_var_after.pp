define d { notice("late: ${late}") }
d { 'x': }
$late = 'assigned after declaration'
