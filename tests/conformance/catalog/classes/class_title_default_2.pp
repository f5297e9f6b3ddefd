class foo($x = $title, $y = $name) { notice("${x} ${y}") }
include foo
