notice(1)
$x = /[/
